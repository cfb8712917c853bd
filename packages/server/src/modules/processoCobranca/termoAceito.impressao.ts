import { formatarNumeroCobranca, formatCpfCnpj, formatDateTime, SEM_VALOR } from '@divida/domain/format';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { renderDocumento } from '../../platform/pdf/documento.ts';
import { orgaoCredorNome as orgaoCredor } from '../orgaoCredor/index.ts';
import { processoCobranca } from './processoCobranca.table.ts';

const NIVEL = { bronze: 'Bronze', prata: 'Prata', ouro: 'Ouro' } as Record<string, string>;

/**
 * The term a debtor accepted on the portal, as a PDF (docs/portal.md §5.5 `acordo/{id}/termo`): the
 * text exactly as read (its SHA-256 is the acceptance's), then the acceptance: who, their gov.br level
 * and sign-in methods, when (Brasília), from which address and the hash. Undefined for an agreement
 * with no accepted term (a staff one). The caller has found the agreement in the person's position.
 */
export async function imprimirTermoAceito(ex: Executor, id: number) {
  const [c] = await ex
    .select({
      numero: processoCobranca.numero,
      aceite: processoCobranca.aceite,
      texto: processoCobranca.termoAceito,
      orgao: { nome: orgaoCredor.nome, sigla: orgaoCredor.sigla },
    })
    .from(processoCobranca)
    .innerJoin(orgaoCredor, eq(orgaoCredor.id, processoCobranca.orgaoCredorId))
    .where(eq(processoCobranca.id, id));
  if (!c?.aceite || !c.texto) return undefined;
  const a = c.aceite;
  return renderDocumento({
    titulo: `Termo de Parcelamento – Cobrança ${formatarNumeroCobranca(c.numero)}`,
    orgao: c.orgao,
    emissor: { nome: 'Portal do devedor', matricula: null },
    secoes: [
      { titulo: 'Termo aceito', campos: [], paragrafos: c.texto.split('\n').filter((l) => l.trim() !== '') },
      {
        titulo: 'Aceite eletrônico',
        campos: [
          ['Nome', a.nome],
          ['CPF', formatCpfCnpj(a.cpf)],
          ['Nível da conta gov.br', NIVEL[a.nivel] ?? a.nivel],
          ['Forma de autenticação (amr)', a.amr.join(', ') || SEM_VALOR],
          ['Data e hora (Brasília)', formatDateTime(a.em)],
          ['Endereço IP', a.ip],
          ['SHA-256 do termo', a.sha256Termo],
        ],
      },
    ],
  });
}
