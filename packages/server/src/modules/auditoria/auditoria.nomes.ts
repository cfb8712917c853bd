import {
  CAMPOS_REFERENCIA,
  ENTIDADE_COM_NOME,
  type AuditoriaLinha,
  type EntidadeAuditada,
  type RegistroReferido,
} from '@divida/domain/auditoria/auditoria.schema';
import { formatarNumeroCobranca } from '@divida/domain/format';
import { inArray } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../platform/db/database.ts';
import { devedorIdentificado as devedor } from '../devedor/index.ts';
import { indiceFinanceiroNome as indiceFinanceiro } from '../indiceFinanceiro/index.ts';
import { municipioNome as municipio } from '../localidade/index.ts';
import { naturezaDebitoNome as naturezaDebito } from '../naturezaDebito/index.ts';
import { orgaoCredorNome as orgaoCredor } from '../orgaoCredor/index.ts';
import { perfilNome as perfil } from '../perfil/index.ts';
import { processoCobrancaResumo as processoCobranca } from '../processoCobranca/index.ts';
import { tipoDocumentoNome as tipoDocumento } from '../tipoDocumento/index.ts';
import { tipoDocumentoIdentificacaoNome as tipoDocumentoIdentificacao } from '../tipoDocumentoIdentificacao/index.ts';
import { usuarioAutor as usuario } from '../usuario/index.ts';

/**
 * The names of the records the trail's rows refer to by id (U-9): the row's record itself (a debtor,
 * a user, a body) and the ids its fields hold (a process's debtor, its author). Only for the rows
 * already answered, that is read within the caller's scope: a name is never looked up for a row the
 * caller may not read. One query per kind of record per page, by primary key.
 */
type Tipo = RegistroReferido | 'tipoDocumento';

type Vista = Parameters<ReturnType<Executor['select']>['from']>[0];
interface Tabela {
  vista: Vista;
  id: AnyPgColumn;
  nome: AnyPgColumn;
  formato?: (v: string) => string;
}

const TABELAS: Record<Tipo, Tabela> = {
  devedor: { vista: devedor, id: devedor.id, nome: devedor.nome },
  orgaoCredor: { vista: orgaoCredor, id: orgaoCredor.id, nome: orgaoCredor.sigla },
  usuario: { vista: usuario, id: usuario.id, nome: usuario.nome },
  perfil: { vista: perfil, id: perfil.id, nome: perfil.nome },
  naturezaDebito: { vista: naturezaDebito, id: naturezaDebito.id, nome: naturezaDebito.nome },
  municipio: { vista: municipio, id: municipio.id, nome: municipio.nome },
  tipoDocumentoIdentificacao: {
    vista: tipoDocumentoIdentificacao,
    id: tipoDocumentoIdentificacao.id,
    nome: tipoDocumentoIdentificacao.nome,
  },
  indiceFinanceiro: { vista: indiceFinanceiro, id: indiceFinanceiro.id, nome: indiceFinanceiro.nome },
  processoCobranca: {
    vista: processoCobranca,
    id: processoCobranca.id,
    nome: processoCobranca.numero,
    formato: formatarNumeroCobranca,
  },
  tipoDocumento: { vista: tipoDocumento, id: tipoDocumento.id, nome: tipoDocumento.nome },
};

const MAX_ID = 2_147_483_647;
const comoId = (v: unknown): number | undefined => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : NaN;
  return Number.isInteger(n) && n > 0 && n <= MAX_ID ? n : undefined;
};

const tipoDoCampo = (campo: string): Tipo | undefined =>
  Object.hasOwn(CAMPOS_REFERENCIA, campo)
    ? CAMPOS_REFERENCIA[campo as keyof typeof CAMPOS_REFERENCIA]
    : undefined;

/** The rows with `nome` (their record's) and `nomes` (their fields' ids) where any was found. */
export async function comNomes(ex: Executor, linhas: AuditoriaLinha[]): Promise<AuditoriaLinha[]> {
  const pedidos = new Map<Tipo, Set<number>>();
  const pedir = (tipo: Tipo, v: unknown) => {
    const id = comoId(v);
    if (id === undefined) return;
    const ids = pedidos.get(tipo) ?? new Set<number>();
    pedidos.set(tipo, ids.add(id));
  };
  for (const l of linhas) {
    const proprio = ENTIDADE_COM_NOME[l.entidade as EntidadeAuditada];
    if (proprio) pedir(proprio, l.entidadeId);
    for (const [campo, c] of Object.entries(l.campos)) {
      const tipo = tipoDoCampo(campo);
      if (tipo) for (const v of [c.de, c.para]) pedir(tipo, v);
    }
  }
  const achados = new Map<Tipo, Map<number, string>>();
  await Promise.all(
    [...pedidos].map(async ([tipo, ids]) => {
      const t = TABELAS[tipo];
      const rows = (await ex
        .select({ id: t.id, nome: t.nome })
        .from(t.vista)
        .where(inArray(t.id, [...ids]))) as { id: number; nome: string }[];
      achados.set(tipo, new Map(rows.map((r) => [r.id, t.formato ? t.formato(r.nome) : r.nome])));
    }),
  );
  const nomeDe = (tipo: Tipo, v: unknown) => {
    const id = comoId(v);
    return id === undefined ? undefined : achados.get(tipo)?.get(id);
  };
  return linhas.map((l) => {
    const proprio = ENTIDADE_COM_NOME[l.entidade as EntidadeAuditada];
    const nome = proprio && nomeDe(proprio, l.entidadeId);
    const nomes: NonNullable<AuditoriaLinha['nomes']> = {};
    for (const [campo, c] of Object.entries(l.campos)) {
      const tipo = tipoDoCampo(campo);
      if (!tipo) continue;
      for (const v of [c.de, c.para]) {
        const n = nomeDe(tipo, v);
        if (n) (nomes[campo] ??= {})[String(v)] = n;
      }
    }
    return { ...l, ...(nome && { nome }), ...(Object.keys(nomes).length > 0 && { nomes }) };
  });
}
