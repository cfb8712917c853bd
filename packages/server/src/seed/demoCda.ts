import { addDays, daysBetween, formatDateBR, type IsoDate } from '@divida/domain/calendar';
import { cnjCheckDigits, formatarNumeroCnj } from '@divida/domain/cnj';
import { formatBRL, toDecimal, type Money } from '@divida/domain/money';
import {
  aplicarAcaoCda,
  faseDe,
  SITUACAO,
  type AcaoCda,
  type EstadoCda,
  type SituacaoId,
} from '@divida/domain/workflow/index';
import { sql } from 'drizzle-orm';
import type { Tx } from '../platform/db/database.ts';
import { dividaAtiva, sequenciaAnual } from '../modules/processo/dividaAtiva.table.ts';
import type { andamento } from '../modules/processo/processo.table.ts';
import { horario, type Aleatorio } from './demoAleatorio.ts';

/**
 * The CDAs of the demo's inscribed processes (situation 101, and 11 reached through it): one per
 * process, numbered by the inscription's year from the yearly counter the inscription uses, with a
 * spread of court and protest histories. Every step is checked with the domain's `aplicarAcaoCda`.
 */

/** The yearly counter of CDA numbers (dividaAtiva.inscricao.ts uses the same name). */
const SEQUENCIA_CDA = 'cda';

/** An inscription the demo's history made. */
export interface InscricaoDemo {
  processoId: number;
  situacaoAlvo: SituacaoId;
  data: IsoDate;
  nomeProcuradorSignatario: string;
  valor: Money;
  dataReferenciaCalculo: IsoDate;
  /** 11 only: the day of the court's extinction, planned with the process */
  diaExtincao: IsoDate | null;
  /** the last movement so far and its time */
  ultimoAndamentoId: number;
}

/** What a CDA history changes on its process row. */
export interface EfeitoNoProcesso {
  situacao: SituacaoId;
  dataEncerramento: IsoDate | null;
  ultimoEm: Date | null;
}

// Court and protest histories of the processes that stay inscribed, with their weights.
const CENARIOS: { peso: number; acoes: AcaoCda[] }[] = [
  { peso: 10, acoes: [] },
  { peso: 7, acoes: ['REGISTRAR_AJUIZAMENTO'] },
  { peso: 3, acoes: ['REGISTRAR_AJUIZAMENTO', 'SUSPENDER_POR_ORDEM_JUDICIAL'] },
  { peso: 2, acoes: ['REGISTRAR_AJUIZAMENTO', 'SUSPENDER_POR_ORDEM_JUDICIAL', 'REVOGAR_SUSPENSAO_JUDICIAL'] },
  { peso: 4, acoes: ['ENVIAR_PROTESTO'] },
  { peso: 5, acoes: ['ENVIAR_PROTESTO', 'REGISTRAR_PROTESTO'] },
  { peso: 2, acoes: ['ENVIAR_PROTESTO', 'REGISTRAR_IRREGULARIDADE_PROTESTO'] },
  { peso: 2, acoes: ['ENVIAR_PROTESTO', 'REGISTRAR_PROTESTO', 'ENCERRAR_PROTESTO'] },
  { peso: 2, acoes: ['ENVIAR_PROTESTO', 'REGISTRAR_PROTESTO', 'REGISTRAR_AJUIZAMENTO'] },
];
const PONDERADOS = CENARIOS.flatMap((c) => Array<AcaoCda[]>(c.peso).fill(c.acoes));

const SUSPENSOES = [
  'Embargos à execução fiscal recebidos com efeito suspensivo.',
  'Tutela de urgência deferida em ação anulatória do débito.',
  'Exceção de pré-executividade pendente de julgamento; curso suspenso pelo juízo.',
];
const IRREGULARIDADES = [
  'Endereço do devedor incompleto no título apresentado ao cartório.',
  'CPF/CNPJ do devedor divergente da base da Receita Federal.',
];
const COMARCAS = ['0001', '0810', '0990', '1090'];

type NovoAndamento = typeof andamento.$inferInsert;

/** The days of `n` steps after the inscription, the last one on `ultimo` when given. */
function dias(r: Aleatorio, inicio: IsoDate, fim: IsoDate, n: number, ultimoFixo: boolean): IsoDate[] {
  const total = daysBetween(inicio, fim);
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const alvo =
      ultimoFixo && i === n - 1 ? total : Math.floor((total * (i + 1)) / (n + 1)) + r.inteiro(-3, 3);
    out.push(Math.min(total, Math.max((out.at(-1) ?? 0) + 1, alvo)));
  }
  return out.map((d) => addDays(inicio, d));
}

/**
 * Numbers the CDAs (in the order of inscription, per year, advancing the yearly counter) and plans
 * their court and protest movements; the caller inserts the rows once their processes are written.
 */
export async function carregarCdasDemo(
  tx: Tx,
  r: Aleatorio,
  inscricoes: InscricaoDemo[],
  opts: { usuarioPge: number; hoje: IsoDate; reservarIds: (n: number) => Promise<number[]> },
): Promise<{
  cdas: (typeof dividaAtiva.$inferInsert)[];
  andamentos: NovoAndamento[];
  efeitos: Map<number, EfeitoNoProcesso>;
}> {
  const ordem = [...inscricoes].sort((a, b) => a.data.localeCompare(b.data) || a.processoId - b.processoId);
  const porAno = new Map<number, InscricaoDemo[]>();
  for (const i of ordem) {
    const ano = Number(i.data.slice(0, 4));
    porAno.set(ano, [...(porAno.get(ano) ?? []), i]);
  }
  const numeros = new Map<number, string>();
  for (const [ano, lista] of porAno) {
    const [c] = await tx
      .insert(sequenciaAnual)
      .values({ nome: SEQUENCIA_CDA, ano, valor: lista.length })
      .onConflictDoUpdate({
        target: [sequenciaAnual.nome, sequenciaAnual.ano],
        set: { valor: sql`${sequenciaAnual.valor} + ${lista.length}` },
      })
      .returning({ valor: sequenciaAnual.valor });
    const primeiro = c!.valor - lista.length + 1;
    lista.forEach((i, k) => numeros.set(i.processoId, `${ano}${String(primeiro + k).padStart(8, '0')}`));
  }

  // The histories first, so that their movement ids can be reserved at once.
  const ontem = addDays(opts.hoje, -1);
  const planos = ordem.map((i) => {
    if (i.situacaoAlvo === SITUACAO.ENCERRADO_DECISAO_JUDICIAL) {
      const acoes: AcaoCda[] = r.chance(0.5)
        ? ['REGISTRAR_AJUIZAMENTO', 'REGISTRAR_EXTINCAO_JUDICIAL']
        : ['REGISTRAR_AJUIZAMENTO', 'SUSPENDER_POR_ORDEM_JUDICIAL', 'REGISTRAR_EXTINCAO_JUDICIAL'];
      return { i, acoes, dias: dias(r, i.data, i.diaExtincao!, acoes.length, true) };
    }
    let acoes = r.item(PONDERADOS);
    if (daysBetween(i.data, ontem) < acoes.length * 10) acoes = [];
    return { i, acoes, dias: dias(r, i.data, ontem, acoes.length, false) };
  });
  const ids = await opts.reservarIds(planos.reduce((n, p) => n + p.acoes.length, 0));
  let proximo = 0;

  const linhas: (typeof dividaAtiva.$inferInsert)[] = [];
  const andamentos: NovoAndamento[] = [];
  const efeitos = new Map<number, EfeitoNoProcesso>();
  for (const { i, acoes, dias: diasDasAcoes } of planos) {
    const numeroCda = numeros.get(i.processoId)!;
    const valor = i.valor;
    const cda: typeof dividaAtiva.$inferInsert = {
      processoId: i.processoId,
      numeroCda,
      data: i.data,
      dataAtualizacao: i.data,
      dataReferenciaCalculo: i.dataReferenciaCalculo,
      nomeProcuradorSignatario: i.nomeProcuradorSignatario,
      valor,
      valorCorrecao: toDecimal(0),
      valorTotal: valor,
      usuarioId: opts.usuarioPge,
      criadoEm: horario(r, i.data),
    };
    let estado: EstadoCda = {
      situacao: SITUACAO.INSCRITO,
      statusCobranca: 'SEM_ACORDO',
      statusJustica: 'SEM_PROCESSO',
      statusProtesto: 'SEM_PROTESTO',
    };
    let anteriorId = i.ultimoAndamentoId;
    const efeito: EfeitoNoProcesso = { situacao: SITUACAO.INSCRITO, dataEncerramento: null, ultimoEm: null };
    for (const [k, acao] of acoes.entries()) {
      const dia = diasDasAcoes[k]!;
      const a = aplicarAcaoCda(estado, acao);
      if (!a.ok) throw new Error(`demo: ${acao} na CDA ${numeroCda} recusada: ${a.motivo}`);
      let observacao: string | null = null;
      let valorMov: Money | null = null;
      const detalhes: Record<string, unknown> = {
        numeroCda,
        statusJusticaAnterior: estado.statusJustica,
        statusProtestoAnterior: estado.statusProtesto,
      };
      switch (acao) {
        case 'REGISTRAR_AJUIZAMENTO': {
          const base = `${r.digitos(7)}${dia.slice(0, 4)}817${r.item(COMARCAS)}`;
          const cnj = `${base.slice(0, 7)}${cnjCheckDigits(base)}${base.slice(7)}`;
          Object.assign(cda, { numeroProcessoJudicial: cnj, dataAjuizamento: dia, valorAjuizamento: valor });
          valorMov = valor;
          observacao =
            `Execução fiscal nº ${formatarNumeroCnj(cnj)}, ajuizada em ${formatDateBR(dia)}; ` +
            `valor da causa ${formatBRL(i.valor)}.`;
          Object.assign(detalhes, {
            numeroProcessoJudicial: cnj,
            dataAjuizamento: dia,
            valor: Number(valor),
          });
          break;
        }
        case 'SUSPENDER_POR_ORDEM_JUDICIAL':
          observacao = r.item(SUSPENSOES);
          break;
        case 'REVOGAR_SUSPENSAO_JUDICIAL':
          observacao = 'Sentença nos embargos revogou a suspensão; a execução fiscal prossegue.';
          break;
        case 'REGISTRAR_EXTINCAO_JUDICIAL':
          observacao =
            'Sentença em embargos à execução fiscal declarou a inexigibilidade do crédito, com trânsito em julgado.';
          efeito.dataEncerramento = dia;
          break;
        case 'ENVIAR_PROTESTO':
          Object.assign(cda, { dataEnvioProtesto: dia });
          observacao = `CDA ${numeroCda} enviada ao tabelionato de protesto.`;
          break;
        case 'REGISTRAR_PROTESTO': {
          const protocolo = `${dia.slice(0, 4)}/${r.digitos(6)}`;
          const numeroCartorio = String(r.inteiro(1, 4));
          const codigoComarca = r.item(COMARCAS);
          Object.assign(cda, {
            protocoloProtesto: protocolo,
            numeroCartorio,
            codigoComarca,
            dataProtesto: dia,
          });
          observacao = `Protocolo ${protocolo}, cartório ${numeroCartorio}, comarca ${codigoComarca}.`;
          Object.assign(detalhes, { protocolo, numeroCartorio, codigoComarca, data: dia });
          break;
        }
        case 'REGISTRAR_IRREGULARIDADE_PROTESTO':
          observacao = r.item(IRREGULARIDADES);
          Object.assign(cda, { motivoIrregularidadeProtesto: observacao });
          break;
        case 'ENCERRAR_PROTESTO':
          Object.assign(cda, { dataEncerramentoProtesto: dia });
          observacao = `Protesto encerrado em ${formatDateBR(dia)}: débito pago ao tabelionato.`;
          break;
      }
      const quando = horario(r, dia);
      const id = ids[proximo++]!;
      andamentos.push({
        id,
        processoId: i.processoId,
        acao,
        descricao: a.def.nome,
        origem: 'DIVIDA_ATIVA',
        dataReferencia: acao === 'REGISTRAR_IRREGULARIDADE_PROTESTO' ? null : dia,
        observacao,
        valor: valorMov,
        faseId: a.fase,
        situacaoId: a.proximo.situacao,
        faseAnteriorId: faseDe(estado.situacao),
        situacaoAnteriorId: estado.situacao,
        suspensoAnterior: false,
        statusCobrancaAnterior: 'SEM_ACORDO',
        detalhes,
        idAndamentoAnterior: anteriorId,
        usuarioId: opts.usuarioPge,
        criadoEm: quando,
        atualizadoEm: quando,
      });
      anteriorId = id;
      estado = a.proximo;
      efeito.ultimoEm = quando;
    }
    if (estado.situacao !== i.situacaoAlvo)
      throw new Error(
        `demo: CDA ${numeroCda} terminou em ${estado.situacao}, planejada para ${i.situacaoAlvo}`,
      );
    efeito.situacao = estado.situacao;
    linhas.push({ ...cda, statusJustica: estado.statusJustica, statusProtesto: estado.statusProtesto });
    efeitos.set(i.processoId, efeito);
  }
  return { cdas: linhas, andamentos, efeitos };
}
