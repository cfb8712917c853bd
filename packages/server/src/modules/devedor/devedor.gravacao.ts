import type { CorresponsavelInput } from '@divida/domain/devedor/devedor.schema';
import { MENSAGENS_DEVEDOR } from '@divida/domain/devedor/devedor.schema';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { excludedSet } from '../../platform/db/upsert.ts';
import { invalido } from '../../platform/errors.ts';
import { devedor } from './devedor.table.ts';
import { municipioDaUf } from '../localidade/index.ts';

/** What the form sends of a debtor (holder or co-responsible), already validated and normalised. */
type DadosDevedor = Pick<
  CorresponsavelInput,
  | 'nome'
  | 'email'
  | 'tipoDocIdentificacao'
  | 'documentoIdentificacao'
  | 'cep'
  | 'rua'
  | 'numero'
  | 'complemento'
  | 'bairro'
  | 'formUf'
  | 'formMunicipio'
  | 'telefone1'
  | 'telefone2'
>;

/** The municipality must be of the chosen state (else a 400 on the form's field). */
export async function conferirMunicipio(ex: Executor, d: DadosDevedor, campo: string) {
  if (!(await municipioDaUf(ex, d.formMunicipio, d.formUf))) {
    throw invalido(campo, MENSAGENS_DEVEDOR.municipio);
  }
}

/**
 * One debtor row per identification document across the system: the form's data update the row of
 * that document, or create it. Answers the debtor's id.
 */
/** A debtor's row before and after a save, for the audit trail (written by the caller, last). */
export interface DevedorGravado {
  id: number;
  antes?: Record<string, unknown>;
  depois: Record<string, unknown>;
}

export async function gravarDevedor(
  ex: Executor,
  d: DadosDevedor,
  gravados?: DevedorGravado[],
): Promise<number> {
  const [antes] = gravados
    ? await ex.select().from(devedor).where(eq(devedor.documentoIdentificacao, d.documentoIdentificacao))
    : [];
  const [r] = await ex
    .insert(devedor)
    .values({
      nome: d.nome,
      email: d.email,
      tipoDocumentoIdentificacaoId: d.tipoDocIdentificacao,
      documentoIdentificacao: d.documentoIdentificacao,
      cep: d.cep,
      rua: d.rua,
      numero: d.numero,
      complemento: d.complemento,
      bairro: d.bairro,
      uf: d.formUf,
      municipioId: d.formMunicipio,
      telefone1: d.telefone1,
      telefone2: d.telefone2,
    })
    .onConflictDoUpdate({
      target: devedor.documentoIdentificacao,
      set: {
        ...excludedSet(devedor, [
          'nome',
          'email',
          'tipoDocumentoIdentificacaoId',
          'cep',
          'rua',
          'numero',
          'complemento',
          'bairro',
          'uf',
          'municipioId',
          'telefone1',
          'telefone2',
        ]),
        atualizadoEm: sql`now()`,
      },
    })
    .returning();
  if (gravados) {
    const { atualizadoEm: _a, ...a } = antes ?? {};
    const { atualizadoEm: _d, ...depois } = r!;
    gravados.push({ id: r!.id, antes: antes && a, depois });
  }
  return r!.id;
}
