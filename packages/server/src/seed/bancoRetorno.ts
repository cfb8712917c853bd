import { writeFileSync } from 'node:fs';
import { todayInSaoPaulo } from '@divida/domain/calendar';
import { eq } from 'drizzle-orm';
import { gerarRetornoSimulado } from '../modules/arquivoBancario/index.ts';
import { orgaoCredor } from '../modules/orgaoCredor/orgaoCredor.table.ts';
import { arquivoDoUsuario, executarComando, invocadoDiretamente } from './importComando.ts';

const AJUDA = `Uso: npm run banco:retorno -- --orgao <sigla> --saida <arquivo> [--data dd/mm/aaaa]

Escreve o arquivo de retorno (CNAB 240, Banco do Brasil) que o banco enviaria ao órgão para os boletos
registrados e em aberto: confirmações de entrada, a maioria paga até o vencimento e alguns de cada
divergência (pago a menor, a maior, em duplicidade, após a baixa, após o cancelamento, divergente,
não identificado). Envie-o depois em Arquivos Bancários.

Banco: o de DATABASE_URL (PostgreSQL, com o servidor no ar ou não); sem ela, o banco embutido em
DATA_DIR (padrão ./data, relativo a packages/server), o mesmo DATA_DIR do servidor: PARE O SERVIDOR
antes (Ctrl+C no terminal de npm start), o PGlite aceita um só processo por vez, e inicie-o depois
com npm run serve (sem refazer o build da web).`;

function opcao(args: string[], nome: string) {
  const i = args.indexOf(nome);
  return i >= 0 ? args[i + 1] : undefined;
}

export async function main(args: string[]) {
  await executarComando({
    args: opcao(args, '--orgao') && opcao(args, '--saida') ? args : [],
    ajuda: AJUDA,
    minArgs: 1,
    exigeBancoExistente: true,
    async run(ex) {
      const sigla = opcao(args, '--orgao')!.toUpperCase();
      const dataBr = opcao(args, '--data');
      const m = dataBr ? /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(dataBr) : null;
      if (dataBr && !m) throw new Error(`Data inválida: ${dataBr} (use dd/mm/aaaa)`);
      const data = m ? `${m[3]}-${m[2]}-${m[1]}` : todayInSaoPaulo();
      const [o] = await ex
        .select({ id: orgaoCredor.id })
        .from(orgaoCredor)
        .where(eq(orgaoCredor.sigla, sigla));
      if (!o) throw new Error(`Órgão credor não encontrado: ${sigla}`);
      const r = await gerarRetornoSimulado(ex, o.id, { data });
      if (!r) throw new Error(`O órgão ${sigla} não tem convênio ou não há boletos registrados em aberto.`);
      const caminho = arquivoDoUsuario(opcao(args, '--saida')!);
      writeFileSync(caminho, r.texto, 'latin1');
      return [`${caminho}: ${r.linhas} movimentos (${r.nome})`];
    },
  });
}

if (invocadoDiretamente(import.meta.url)) void main(process.argv.slice(2));
