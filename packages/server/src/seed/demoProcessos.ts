import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { addDays, addMonthsClamped, daysBetween, formatDateBR, type IsoDate } from '@divida/domain/calendar';
import { ANOS_PRESCRICAO_PADRAO, somarAnos } from '@divida/domain/prazos/prescricao';
import { PRAZO_PADRAO_DIAS } from '@divida/domain/workflow/prazo';
import { formatarNumeroProcesso } from '@divida/domain/format';
import { formatBRL, roundCents, toDecimal, type Money } from '@divida/domain/money';
import {
  ACOES,
  aplicarAcao,
  faseDe,
  FASE,
  SITUACAO,
  SITUACOES,
  SITUACOES_COM_PRAZO,
  type Acao,
  type AcaoDef,
  type DadosAcao,
  type EstadoProcesso,
  type Origem,
  type SituacaoId,
} from '@divida/domain/workflow/index';
import { TIPO_DOCUMENTO_IDENTIFICACAO } from '@divida/domain/tipoDocumento/tipoDocumento.schema';
import { sql } from 'drizzle-orm';
import type { Tx } from '../platform/db/database.ts';
import type { FileStorage } from '../platform/files/storage.ts';
import { devedor } from '../modules/devedor/devedor.table.ts';
import { arquivo } from '../modules/documento/arquivo.table.ts';
import { dividaAtiva } from '../modules/processo/dividaAtiva.table.ts';
import { documento } from '../modules/documento/documento.table.ts';
import {
  andamento,
  processo,
  processoCorresponsavel,
  processoNumeroSeq,
} from '../modules/processo/processo.table.ts';
import { importarAndamentos } from '../modules/processo/processo.andamento.ts';
import { totalCorrigidoDe } from '../modules/processo/processo.valores.ts';
import { aleatorio, depoisDe, horario, type Aleatorio } from './demoAleatorio.ts';
import { carregarCdasDemo, type InscricaoDemo } from './demoCda.ts';
import { gerarDevedores, type DevedorDemo } from './demoDevedores.ts';
import { pdfSimples } from './demoPdf.ts';

/**
 * The demo's debtors and processes (issue 11 item 7): about 300 processes over every situation of
 * SITUACOES, each with the history of movements that leads to its situation. Every step is checked
 * with the domain's `aplicarAcao` on the day it happens, so the history is one the application
 * itself could have written.
 */

/** A creditor body of the demo as the processes need it. */
export interface OrgaoDoDemo {
  id: number;
  sigla: string;
  codigoReceita: string;
  idIndiceFinanceiro: number;
  utilizarJuros: boolean;
  utilizarMulta: boolean;
  fundamentoLegalPadrao: string;
  /** the body's user who registers and moves its processes */
  usuarioId: number;
  /** share of the processes */
  peso: number;
  /** share of companies among its debtors */
  empresas: number;
  /** original values: from, to (log-uniform) */
  valores: [number, number];
  /** what the body charges for: nature of the debt and the fact */
  fatos: { natureza: number; fato: string }[];
}

/** How many demo processes end in each situation (300 in all; every situation has some). */
export const PROCESSOS_POR_SITUACAO: Record<SituacaoId, number> = {
  27: 30,
  1: 24,
  8: 10,
  3: 26,
  10: 8,
  6: 20,
  9: 14,
  15: 8,
  17: 8,
  12: 12,
  20: 10,
  23: 6,
  25: 6,
  22: 8,
  104: 14,
  101: 36,
  28: 6,
  107: 6,
  111: 5,
  4: 24,
  5: 8,
  7: 8,
  11: 3,
};

/** A step of a path: an action and the choices it carries. */
interface Etapa {
  acao: Acao;
  devedorNaoEncontrado?: boolean;
  idSituacao?: SituacaoId;
}

const intimacoes = (sufixo: '_PRIMEIRA_INSTANCIA' | '_SEGUNDA_INSTANCIA', de: SituacaoId[]) =>
  de.flatMap((s) =>
    (['ANEXAR_AR', 'REGISTRAR_CIENCIA_DEVEDOR', 'ANEXAR_PAGINA_DIARIO'] as const).map(
      (a): [SituacaoId, Etapa] => [s, { acao: `${a}${sufixo}` }],
    ),
  );

/** The ways into a situation (transicoes.ts), some repeated to weigh the usual ones. */
function entradas(s: SituacaoId): [SituacaoId, Etapa][] {
  switch (s) {
    case 1:
      return [[27, { acao: 'ANEXAR_TCC' }]];
    case 8:
      return [[1, { acao: 'ANEXAR_AR', devedorNaoEncontrado: true }]];
    case 3:
      return [
        [1, { acao: 'ANEXAR_AR', devedorNaoEncontrado: false }],
        [1, { acao: 'ANEXAR_AR', devedorNaoEncontrado: false }],
        [1, { acao: 'REGISTRAR_CIENCIA_DEVEDOR' }],
        [8, { acao: 'ANEXAR_PAGINA_DIARIO' }],
      ];
    case 6:
      return [
        [3, { acao: 'PARCELAR_DEBITO' }],
        [3, { acao: 'PARCELAR_DEBITO' }],
        [12, { acao: 'PARCELAR_DEBITO' }],
        [22, { acao: 'PARCELAR_DEBITO' }],
      ];
    case 10:
      return [[6, { acao: 'REGISTRAR_PERDA_PARCELAMENTO' }]];
    case 9:
      return [[3, { acao: 'CONTESTAR_DEBITO' }]];
    case 5:
      return [
        [9, { acao: 'DEFERIR_PRIMEIRA_INSTANCIA' }],
        [20, { acao: 'DEFERIR_SEGUNDA_INSTANCIA' }],
      ];
    case 15:
      return [[9, { acao: 'INDEFERIR_PRIMEIRA_INSTANCIA' }]];
    case 17:
      return [[9, { acao: 'DEFERIR_PARCIALMENTE_PRIMEIRA_INSTANCIA' }]];
    case 12:
      return intimacoes('_PRIMEIRA_INSTANCIA', [15, 17]);
    case 20:
      return [[12, { acao: 'RECORRER' }]];
    case 23:
      return [[20, { acao: 'INDEFERIR_SEGUNDA_INSTANCIA' }]];
    case 25:
      return [[20, { acao: 'DEFERIR_PARCIALMENTE_SEGUNDA_INSTANCIA' }]];
    case 22:
      return intimacoes('_SEGUNDA_INSTANCIA', [23, 25]);
    case 104:
      return [
        [3, { acao: 'SOLICITAR_INSCRICAO_DIVIDA_ATIVA' }],
        [3, { acao: 'SOLICITAR_INSCRICAO_DIVIDA_ATIVA' }],
        [3, { acao: 'SOLICITAR_INSCRICAO_DIVIDA_ATIVA' }],
        [12, { acao: 'SOLICITAR_INSCRICAO_DIVIDA_ATIVA' }],
        [22, { acao: 'SOLICITAR_INSCRICAO_DIVIDA_ATIVA' }],
      ];
    case 101:
      return [[104, { acao: 'INSCREVER_DIVIDA_ATIVA' }]];
    case 28:
    case 107:
    case 111:
      return [[104, { acao: 'DEVOLVER_PROCESSO', idSituacao: s }]];
    case 7:
      return [
        [28, { acao: 'ARQUIVAR_PROCESSO_DEVOLVIDO' }],
        [107, { acao: 'ARQUIVAR_PROCESSO_DEVOLVIDO' }],
        [111, { acao: 'ARQUIVAR_PROCESSO_DEVOLVIDO' }],
      ];
    case 4:
      return [
        [3, { acao: 'QUITAR_DEBITO' }],
        [3, { acao: 'QUITAR_DEBITO' }],
        [6, { acao: 'QUITAR_DEBITO' }],
        [12, { acao: 'QUITAR_DEBITO' }],
        [22, { acao: 'QUITAR_DEBITO' }],
      ];
    default:
      return [];
  }
}

/** A path of actions from registration (27) to the situation. */
function caminho(r: Aleatorio, alvo: SituacaoId): Etapa[] {
  const etapas: Etapa[] = [];
  for (let s = alvo; s !== 27;) {
    const [de, etapa] = r.item(entradas(s));
    etapas.unshift(etapa);
    s = de;
  }
  return etapas;
}

const ENTRA_EM_PRAZO = (s: SituacaoId) => SITUACOES_COM_PRAZO.includes(s);

const MOTIVOS_SUSPENSAO = [
  'Decisão liminar em mandado de segurança impetrado pelo devedor.',
  'Pedido de revisão administrativa em análise pela área técnica.',
  'Adesão a programa de regularização de débitos em análise.',
  'Determinação da autoridade para diligência complementar.',
];
const MOTIVOS_REATIVACAO = [
  'Liminar revogada pelo juízo.',
  'Revisão administrativa concluída sem alteração do débito.',
  'Pedido de adesão indeferido.',
];
const PROCURADORES = ['Helena Vasconcelos Prado', 'Ricardo Lemos Bittencourt', 'Marina Falcão Duarte'];
const DEVOLUCOES: Partial<Record<SituacaoId, string>> = {
  28: 'Processo devolvido para complementação da instrução: falta a memória de cálculo do débito.',
  107: 'Ausência do aviso de recebimento da intimação do devedor.',
  111: 'Crédito alcançado pela prescrição quinquenal (Decreto nº 20.910/1932, art. 1º).',
};

/** A movement as planned: its day counted from the registration and its data. */
interface Passo {
  etapa: Etapa;
  dia: number;
  /** the receipt, acknowledgement or publication a term counts from */
  diaReferencia?: number;
}

const INTIMACAO = /^(ANEXAR_AR|REGISTRAR_CIENCIA_DEVEDOR|ANEXAR_PAGINA_DIARIO)/;

/** The days of a path: terms respected with margins that no weekend or holiday can eat. */
function planejar(r: Aleatorio, etapas: Etapa[]): Passo[] {
  const passos: Passo[] = [];
  let dia = 0;
  let referencia: number | undefined;
  for (const etapa of etapas) {
    const ref = referencia;
    referencia = undefined;
    const a = etapa.acao;
    let diaReferencia: number | undefined;
    if (INTIMACAO.test(a) && !etapa.devedorNaoEncontrado) {
      diaReferencia = dia + r.inteiro(8, 35);
      dia = diaReferencia + r.inteiro(0, 3);
      referencia = diaReferencia;
    } else if (ref !== undefined && (a === 'CONTESTAR_DEBITO' || a === 'RECORRER')) {
      dia = Math.max(dia + 1, ref + r.inteiro(2, 8)); // inside the 10-day term
    } else if (ref !== undefined && (a === 'QUITAR_DEBITO' || a === 'PARCELAR_DEBITO')) {
      dia = Math.max(dia + 1, ref + r.inteiro(1, 9));
    } else if (ref !== undefined && a === 'SOLICITAR_INSCRICAO_DIVIDA_ATIVA') {
      dia = ref + r.inteiro(20, 50); // after the term, whatever the weekends and holidays
    } else if (a === 'ANEXAR_TCC') {
      dia += r.inteiro(2, 30);
    } else if (a === 'REGISTRAR_PERDA_PARCELAMENTO' || a === 'QUITAR_DEBITO') {
      dia += r.inteiro(90, 300);
    } else {
      dia += r.inteiro(15, 90);
    }
    passos.push({ etapa, dia, diaReferencia });
  }
  return passos;
}

/**
 * Old credits for the prescription picture (docs/prazos-e-prescricao.md §2): a few processes registered years ago whose
 * request for inscription came long after the term that constituted the credit ended. Their history
 * up to that term moves back as a whole (registration, debt date, movements, numbers), the request
 * and what follows stay where they were planned, so every date the prescription explains is one the
 * process shows. Awaiting inscription (104): the days left today; inscribed (101): the days between
 * the deadline and the request (negative: prescribed before anyone asked). No random draw is taken.
 */
const ANTIGOS: Partial<Record<SituacaoId, number[]>> = {
  104: [300, 120, 60, 15],
  101: [-20, -45, -90, -150, -240, -400],
};

interface PlanoDatado {
  alvo: SituacaoId;
  passos: Passo[];
  registro: IsoDate;
  dataDebito: IsoDate;
  descricaoFato: string;
  numeroAdministrativo: string;
  cancelar: Etapa | null;
  suspender: 'suspenso' | 'reativado' | null;
}

function envelhecer(planos: PlanoDatado[], hoje: IsoDate): void {
  for (const [alvo, alvos] of Object.entries(ANTIGOS)) {
    const candidatos = planos.filter(
      (p) =>
        p.alvo === Number(alvo) &&
        !p.cancelar &&
        !p.suspender &&
        p.passos.some(
          (x, i) =>
            x.etapa.acao === 'SOLICITAR_INSCRICAO_DIVIDA_ATIVA' &&
            p.passos[i - 1]?.diaReferencia !== undefined,
        ),
    );
    for (const [k, dias] of alvos!.entries()) {
      const p = candidatos[k];
      if (!p) break;
      const s = p.passos.findIndex((x) => x.etapa.acao === 'SOLICITAR_INSCRICAO_DIVIDA_ATIVA');
      const solicitacao = addDays(p.registro, p.passos[s]!.dia);
      const prazo = Number(alvo) === 104 ? addDays(hoje, dias) : addDays(solicitacao, dias);
      const t0 = somarAnos(prazo, -ANOS_PRESCRICAO_PADRAO);
      // the intimation's reference date whose term ends the day before t0 (weekends may add a day or two)
      const referencia = addDays(t0, -PRAZO_PADRAO_DIAS - 1);
      const registro = addDays(referencia, -p.passos[s - 1]!.diaReferencia!);
      const recuo = daysBetween(registro, p.registro);
      if (recuo <= 0) continue;
      for (const passo of p.passos.slice(s)) {
        passo.dia += recuo;
        if (passo.diaReferencia !== undefined) passo.diaReferencia += recuo;
      }
      const debito = addDays(p.dataDebito, -recuo);
      p.descricaoFato = p.descricaoFato
        .replace(formatDateBR(p.dataDebito), formatDateBR(debito))
        .replace(`/${p.dataDebito.slice(0, 4)}`, `/${debito.slice(0, 4)}`);
      p.numeroAdministrativo = p.numeroAdministrativo.replace(/\/\d{4}$/, `/${registro.slice(0, 4)}`);
      p.dataDebito = debito;
      p.registro = registro;
    }
  }
}

interface Valores {
  valorOriginario: Money;
  valorAtualizado: Money;
  multaAtualizada: Money;
  jurosAtualizado: Money;
}

const total = (v: Valores) => totalCorrigidoDe(v);

function calcularValores(orgao: OrgaoDoDemo, originario: Money, meses: number): Valores {
  const valorAtualizado = roundCents(originario.times(toDecimal(1).plus(toDecimal('0.004').times(meses))));
  return {
    valorOriginario: originario,
    valorAtualizado,
    multaAtualizada: orgao.utilizarMulta ? roundCents(valorAtualizado.times('0.1')) : toDecimal(0),
    jurosAtualizado: orgao.utilizarJuros
      ? roundCents(valorAtualizado.times('0.01').times(meses))
      : toDecimal(0),
  };
}

/** Allocates ids of an identity column (or values of a sequence) up front, for one batch insert. */
async function reservar(tx: Tx, sequencia: string, n: number): Promise<number[]> {
  if (n === 0) return [];
  const res = (await tx.execute(
    sql`select nextval(${sequencia}::regclass) as n from generate_series(1, ${n})`,
  )) as unknown as { rows: { n: string | number }[] };
  return res.rows.map((x) => Number(x.n));
}
const sequenciaDoId = (tabela: string) => `pg_get_serial_sequence('${tabela}', 'id')`;
async function reservarIds(tx: Tx, tabela: string, n: number): Promise<number[]> {
  const [s] = (
    (await tx.execute(sql.raw(`select ${sequenciaDoId(tabela)} as s`))) as unknown as {
      rows: { s: string }[];
    }
  ).rows;
  return reservar(tx, s!.s, n);
}

/** Inserts in chunks (PostgreSQL takes at most 65,535 parameters in a statement). */
async function inserirEmLotes<T>(lista: T[], tamanho: number, inserir: (lote: T[]) => Promise<unknown>) {
  for (let i = 0; i < lista.length; i += tamanho) await inserir(lista.slice(i, i + tamanho));
}

type NovoAndamento = typeof andamento.$inferInsert;
type NovoProcesso = typeof processo.$inferInsert;

export interface ResumoDemo {
  devedores: number;
  processos: number;
  andamentos: number;
  documentos: number;
}

/**
 * Writes the demo's debtors, processes, movements and attached documents (their files through
 * `storage`, when given) in the caller's transaction. `hoje` anchors the dates: the last two years.
 */
export async function carregarProcessosDemo(
  tx: Tx,
  r: Aleatorio,
  opts: { orgaos: OrgaoDoDemo[]; usuarioPge: number; hoje: IsoDate; storage?: FileStorage },
): Promise<ResumoDemo> {
  const { orgaos, hoje } = opts;
  const [idsPessoas, idsEmpresas] = [
    await reservarIds(tx, 'devedor', 190),
    await reservarIds(tx, 'devedor', 70),
  ];
  const { pessoas, empresas } = gerarDevedores(r, { pessoas: idsPessoas, empresas: idsEmpresas });
  const devedores = [...pessoas, ...empresas];
  await tx.insert(devedor).values(devedores.map(({ municipio: _m, ...d }) => d));

  const orgaosPonderados = orgaos.flatMap((o) => Array<OrgaoDoDemo>(o.peso).fill(o));
  const alvos: SituacaoId[] = SITUACOES.flatMap((s) =>
    Array<SituacaoId>(PROCESSOS_POR_SITUACAO[s.id]).fill(s.id),
  );

  interface Plano {
    orgao: OrgaoDoDemo;
    devedor: DevedorDemo;
    alvo: SituacaoId;
    passos: Passo[];
    registro: IsoDate;
    valores: Valores;
    dataDebito: IsoDate;
    natureza: number;
    descricaoFato: string;
    numeroAdministrativo: string;
    suspender: 'suspenso' | 'reativado' | null;
    cancelar: Etapa | null;
    corresponsaveis: { devedor: DevedorDemo; tipo: 'SOCIO' | 'REPRESENTANTE' }[];
  }
  const planos: Plano[] = alvos.map((alvo, n) => {
    const orgao = r.item(orgaosPonderados);
    const empresa = r.chance(orgao.empresas);
    const dev = empresa ? r.item(empresas) : r.item(pessoas);
    const etapas = caminho(r, alvo === 11 ? 101 : alvo);
    let cancelar: Etapa | null = null;
    let suspender: Plano['suspender'] = null;
    // A few histories with a struck-through action (CANCELAR_ULTIMA_ACAO) or a suspension.
    if (alvo === 3 && n % 13 === 0) cancelar = { acao: 'PARCELAR_DEBITO' };
    if (alvo === 9 && n % 7 === 0) cancelar = { acao: 'INDEFERIR_PRIMEIRA_INSTANCIA' };
    if (!cancelar && [27, 1, 6, 9, 20].includes(alvo) && r.chance(0.15))
      suspender = r.chance(0.6) ? 'suspenso' : 'reativado';
    const extras: Etapa[] = [];
    if (cancelar) extras.push(cancelar);
    if (suspender) extras.push({ acao: 'SUSPENDER_PROCESSO' });
    if (suspender === 'reativado') extras.push({ acao: 'REATIVAR_PROCESSO' });
    const passos = planejar(r, [...etapas, ...extras]);
    let ultimo = passos.at(-1)?.dia ?? 0;
    if (alvo === 11) {
      ultimo += r.inteiro(60, 200);
      // the court's decision: not an action of the table (see the loop below)
      passos.push({ etapa: { acao: 'INSCREVER_DIVIDA_ATIVA' }, dia: ultimo });
    }
    // The registration day: within the last two years, and for a running term, close enough to today.
    let folga: number;
    if (ENTRA_EM_PRAZO(alvo) && !cancelar) {
      folga = r.chance(0.5) ? r.inteiro(0, 6) : r.inteiro(20, Math.max(20, 700 - ultimo));
    } else {
      folga = r.inteiro(0, Math.max(0, 720 - ultimo));
    }
    const registro = addDays(hoje, -(ultimo + folga));
    const dataDebito = addDays(registro, -r.inteiro(30, 540));
    const meses = Math.max(
      1,
      Math.round((Date.parse(registro) - Date.parse(dataDebito)) / (30.44 * 86_400_000)),
    );
    const [de, ate] = orgao.valores;
    const originario = roundCents(
      Math.exp(Math.log(de) + r.numero() * (Math.log(ate) - Math.log(de))).toFixed(2),
    );
    const { natureza, fato } = r.item(orgao.fatos);
    const corresponsaveis: Plano['corresponsaveis'] = [];
    if (empresa && r.chance(0.12)) {
      const socio = r.item(pessoas);
      corresponsaveis.push({ devedor: socio, tipo: 'SOCIO' });
      const outro = r.item(pessoas);
      if (outro !== socio && r.chance(0.5))
        corresponsaveis.push({ devedor: outro, tipo: r.chance(0.5) ? 'SOCIO' : 'REPRESENTANTE' });
    }
    const auto = `${r.inteiro(10, 99)}.${r.digitos(3)}/${dataDebito.slice(0, 4)}`;
    return {
      orgao,
      devedor: dev,
      alvo,
      passos,
      registro,
      valores: calcularValores(orgao, originario, meses),
      dataDebito,
      natureza,
      descricaoFato: fato
        .replace('{auto}', auto)
        .replace('{data}', formatDateBR(dataDebito))
        .replace('{municipio}', dev.municipio),
      numeroAdministrativo: `${orgao.codigoReceita.padStart(6, '0')}/${r.digitos(6)}/${registro.slice(0, 4)}`,
      suspender,
      cancelar,
      corresponsaveis,
    };
  });

  envelhecer(planos, hoje);

  // Numbers in the order of registration, from the application's sequence (later creates go on from it).
  const ordem = planos
    .map((p, i) => ({ p, i }))
    .sort((a, b) => a.p.registro.localeCompare(b.p.registro) || a.i - b.i);
  const numeros = await reservar(tx, processoNumeroSeq.seqName!, planos.length);
  const idsProcessos = await reservarIds(tx, 'processo', planos.length);
  const nAndamentos = planos.reduce((n, p) => n + p.passos.length + 1, 0);
  const idsAndamentos = await reservarIds(tx, 'andamento', nAndamentos);
  let proximoAndamento = 0;

  const processos: NovoProcesso[] = [];
  const andamentos: NovoAndamento[] = [];
  const corresponsaveis: (typeof processoCorresponsavel.$inferInsert)[] = [];
  const anexos: {
    dono: 'processo' | 'andamento';
    donoId: number;
    tipo: number;
    nome: string;
    titulo: string;
    linhas: string[];
    orgaoId: number;
    usuarioId: number;
    quando: Date;
  }[] = [];

  const inscricoes: InscricaoDemo[] = [];
  for (const [k, { p }] of ordem.entries()) {
    const id = idsProcessos[k]!;
    const numero = `${p.registro.slice(0, 4)}${String(numeros[k]).padStart(8, '0')}`;
    let valores = p.valores;
    let estado: EstadoProcesso = {
      situacao: SITUACAO.CADASTRADO,
      suspenso: false,
      statusCobranca: 'SEM_ACORDO',
      dataReferenciaPrazo: null,
    };
    const historico: { id: number; estado: EstadoProcesso }[] = [];
    const registradoEm = horario(r, p.registro);
    const registroId = idsAndamentos[proximoAndamento++]!;
    andamentos.push({
      id: registroId,
      processoId: id,
      acao: 'REGISTRAR_PROCESSO',
      descricao: 'Processo cadastrado',
      origem: 'TCC',
      faseId: FASE.INICIAL,
      situacaoId: SITUACAO.CADASTRADO,
      usuarioId: p.orgao.usuarioId,
      criadoEm: registradoEm,
      atualizadoEm: registradoEm,
    });
    historico.push({ id: registroId, estado });
    let ultimoEm = registradoEm;
    let encerramento: IsoDate | null = null;
    let pago = false;

    let diaExtincao: IsoDate | null = null;
    let inscricao: { dia: IsoDate; procurador: string; valor: Money } | null = null;
    for (const [j, passo] of p.passos.entries()) {
      const dia = addDays(p.registro, passo.dia);
      if (p.alvo === 11 && j === p.passos.length - 1) {
        // the court's extinction (REGISTRAR_EXTINCAO_JUDICIAL, situation 11) comes with the CDA's history
        diaExtincao = dia;
        continue;
      }
      const quando = horario(r, dia);
      const andamentoId = idsAndamentos[proximoAndamento++]!;
      const anterior = historico.at(-1)!;
      const base = {
        id: andamentoId,
        processoId: id,
        faseAnteriorId: faseDe(estado.situacao),
        situacaoAnteriorId: estado.situacao,
        suspensoAnterior: estado.suspenso,
        statusCobrancaAnterior: estado.statusCobranca,
        dataReferenciaPrazoAnterior: estado.dataReferenciaPrazo,
        idAndamentoAnterior: anterior.id,
        usuarioId: p.orgao.usuarioId,
        criadoEm: quando,
        atualizadoEm: quando,
      };
      const e = passo.etapa;
      const dataReferencia =
        passo.diaReferencia !== undefined ? addDays(p.registro, passo.diaReferencia) : null;
      const dados: DadosAcao = { dataReferencia };
      let observacao: string | null = null;
      let valor: Money | null = null;
      // what CANCELAR_ULTIMA_ACAO restores after a decision that changed the values
      let valoresAnteriores: Record<string, string> | null = null;
      if (e.acao === 'ANEXAR_AR') dados.devedorNaoEncontrado = e.devedorNaoEncontrado ?? false;
      if (e.acao === 'ANEXAR_AR' && e.devedorNaoEncontrado)
        observacao = 'Aviso de recebimento devolvido: destinatário não localizado no endereço.';
      if (e.acao === 'PARCELAR_DEBITO') {
        const parcelas = r.item([12, 24, 36, 48, 60]);
        dados.dataFim = addMonthsClamped(dia, parcelas);
        observacao = `Parcelamento em ${parcelas} parcelas mensais, com término em ${formatDateBR(dados.dataFim)}.`;
        valor = total(valores);
      }
      if (e.acao === 'QUITAR_DEBITO') {
        valor = total(valores);
        observacao = `Pagamento integral de ${formatBRL(total(valores))} comprovado.`;
      }
      if (e.acao === 'REGISTRAR_PERDA_PARCELAMENTO') {
        dados.valores = 'saldo';
        valor = total(valores);
        observacao = 'Parcelamento rescindido por falta de pagamento de três parcelas consecutivas.';
      }
      if (
        e.acao === 'DEFERIR_PARCIALMENTE_PRIMEIRA_INSTANCIA' ||
        e.acao === 'DEFERIR_PARCIALMENTE_SEGUNDA_INSTANCIA'
      ) {
        valor = total(valores); // the values before the decision
        valoresAnteriores = {
          valorAtualizado: valores.valorAtualizado.toFixed(2),
          multaAtualizada: valores.multaAtualizada.toFixed(2),
          jurosAtualizado: valores.jurosAtualizado.toFixed(2),
          totalCorrigido: valor.toFixed(2),
        };
        const fator = toDecimal(r.inteiro(50, 85)).dividedBy(100);
        const originario = roundCents(valores.valorOriginario.times(fator));
        const atualizado = roundCents(valores.valorAtualizado.times(fator));
        valores = {
          valorOriginario: originario,
          valorAtualizado: atualizado,
          multaAtualizada: roundCents(valores.multaAtualizada.times(fator)),
          jurosAtualizado: roundCents(valores.jurosAtualizado.times(fator)),
        };
        dados.valores = 'reduzidos';
        dados.observacao =
          observacao = `Multa reduzida a ${fator.times(100).toFixed(0)}% do valor original em razão de circunstâncias atenuantes comprovadas.`;
      }
      if (e.acao === 'INSCREVER_DIVIDA_ATIVA') {
        dados.dataInscricao = dia;
        dados.nomeProcuradorSignatario = r.item(PROCURADORES);
        inscricao = { dia, procurador: dados.nomeProcuradorSignatario, valor: total(valores) };
        observacao = `Inscrito em dívida ativa; procurador(a) signatário(a): ${dados.nomeProcuradorSignatario}.`;
      }
      if (e.acao === 'DEVOLVER_PROCESSO') {
        dados.idSituacao = e.idSituacao!;
        dados.motivo = observacao = DEVOLUCOES[e.idSituacao!]!;
      }
      if (e.acao === 'ARQUIVAR_PROCESSO_DEVOLVIDO') {
        dados.observacao = observacao =
          'Arquivado após análise da devolução pela Procuradoria Geral do Estado.';
      }
      if (e.acao === 'SUSPENDER_PROCESSO' || e.acao === 'REATIVAR_PROCESSO') {
        dados.dataReferencia = dia;
        dados.motivo = observacao = r.item(
          e.acao === 'SUSPENDER_PROCESSO' ? MOTIVOS_SUSPENSAO : MOTIVOS_REATIVACAO,
        );
      }
      const aplicada = aplicarAcao(estado, e.acao, dados, {
        hoje: dia,
        estadoAnterior: historico.at(-2)?.estado ?? null,
      });
      if (!aplicada.ok) {
        throw new Error(`demo: ${e.acao} em ${estado.situacao} (${dia}) recusada: ${aplicada.motivo}`);
      }
      const def: AcaoDef = ACOES[e.acao];
      const origem: Origem = def.origem;
      andamentos.push({
        ...base,
        acao: e.acao,
        descricao: def.nome,
        origem,
        dataReferencia: dados.dataReferencia ?? dados.dataInscricao ?? null,
        observacao,
        motivoDevolucaoId: e.acao === 'DEVOLVER_PROCESSO' ? e.idSituacao! : null,
        valor,
        valoresAnteriores,
        faseId: aplicada.fase,
        situacaoId: aplicada.proximo.situacao,
        usuarioId: origem === 'DIVIDA_ATIVA' ? opts.usuarioPge : p.orgao.usuarioId,
      });
      const ultimoPasso = j === p.passos.length - 1;
      if (p.cancelar && ultimoPasso) {
        // CANCELAR_ULTIMA_ACAO strikes the movement through and restores the state before it.
        const cancelamento = aplicarAcao(
          aplicada.proximo,
          'CANCELAR_ULTIMA_ACAO',
          { motivo: 'x' },
          { hoje: dia, estadoAnterior: estado },
        );
        if (!cancelamento.ok) throw new Error(`demo: cancelamento recusado: ${cancelamento.motivo}`);
        const cancelarEm = depoisDe(quando, 2);
        Object.assign(andamentos.at(-1)!, {
          cancelado: true,
          motivoCancelamento:
            e.acao === 'PARCELAR_DEBITO'
              ? 'Termo de parcelamento anexado sem a assinatura do devedor.'
              : 'Decisão anexada ao processo errado.',
          atualizadoEm: cancelarEm,
        });
        estado = cancelamento.proximo;
        ultimoEm = cancelarEm;
        continue;
      }
      estado = aplicada.proximo;
      historico.push({ id: andamentoId, estado });
      ultimoEm = quando;
      if (aplicada.fase === FASE.ENCERRADO) encerramento = dia;
      if (e.acao === 'QUITAR_DEBITO') pago = true;

      // Some movements carry their document as the application would have attached it.
      const comDocumento =
        (e.acao === 'ANEXAR_TCC' && k % 12 === 0) ||
        (e.acao === 'ANEXAR_AR' && !e.devedorNaoEncontrado && k % 25 === 0) ||
        (e.acao === 'QUITAR_DEBITO' && k % 5 === 0);
      if (comDocumento && def.documento !== undefined) {
        const titulo =
          e.acao === 'ANEXAR_TCC'
            ? `Termo de Constituição de Crédito nº ${formatarNumeroProcesso(numero)}`
            : e.acao === 'ANEXAR_AR'
              ? `Aviso de Recebimento - processo nº ${formatarNumeroProcesso(numero)}`
              : `Comprovante de pagamento - processo nº ${formatarNumeroProcesso(numero)}`;
        anexos.push({
          dono: 'andamento',
          donoId: andamentoId,
          tipo: def.documento,
          nome: `${e.acao === 'ANEXAR_TCC' ? 'tcc' : e.acao === 'ANEXAR_AR' ? 'aviso-recebimento' : 'comprovante-pagamento'}-${numero}.pdf`,
          titulo,
          linhas: [
            `Órgão credor: ${p.orgao.sigla}`,
            `Devedor: ${p.devedor.nome}`,
            `Valor: ${formatBRL(total(valores))}`,
            `Data: ${formatDateBR(dia)}`,
            '',
            'Documento gerado para a base de demonstração.',
          ],
          orgaoId: p.orgao.id,
          usuarioId: p.orgao.usuarioId,
          quando,
        });
      }
    }
    if (estado.situacao !== (p.alvo === SITUACAO.ENCERRADO_DECISAO_JUDICIAL ? SITUACAO.INSCRITO : p.alvo))
      throw new Error(`demo: processo planejado para ${p.alvo} terminou em ${estado.situacao}`);
    if (inscricao) {
      inscricoes.push({
        processoId: id,
        situacaoAlvo: p.alvo,
        data: inscricao.dia,
        nomeProcuradorSignatario: inscricao.procurador,
        valor: inscricao.valor,
        dataReferenciaCalculo: p.registro,
        diaExtincao,
        ultimoAndamentoId: historico.at(-1)!.id,
      });
    }

    const t = total(valores);
    processos.push({
      id,
      numero,
      numeroProcessoAdministrativo: p.numeroAdministrativo,
      data: p.registro,
      dataDebito: p.dataDebito,
      dataEncerramento: encerramento,
      naturezaDebitoId: p.natureza,
      codigoReceita: p.orgao.codigoReceita,
      descricaoFato: p.descricaoFato,
      fundamentoLegal: p.orgao.fundamentoLegalPadrao,
      orgaoCredorId: p.orgao.id,
      indiceFinanceiroId: p.orgao.idIndiceFinanceiro,
      devedorId: p.devedor.id,
      faseId: faseDe(estado.situacao),
      situacaoId: estado.situacao,
      suspenso: estado.suspenso,
      statusCobranca: estado.statusCobranca,
      dataReferenciaPrazo: estado.dataReferenciaPrazo,
      lavrado: estado.situacao !== SITUACAO.CADASTRADO,
      dataReferenciaCalculo: p.registro,
      valorOriginario: valores.valorOriginario,
      valorAtualizado: valores.valorAtualizado,
      valorCorrecao: toDecimal(0),
      multaAtualizada: valores.multaAtualizada,
      jurosAtualizado: valores.jurosAtualizado,
      totalCorrigido: t,
      ...(pago && {
        valorAtualizadoPago: valores.valorAtualizado,
        valorMultaPago: valores.multaAtualizada,
        valorJurosPago: valores.jurosAtualizado,
      }),
      dataUltimoAndamento: ultimoEm,
      criadoPor: p.orgao.usuarioId,
      criadoEm: registradoEm,
      atualizadoEm: ultimoEm,
    });
    for (const c of p.corresponsaveis) {
      if (
        c.devedor.id !== p.devedor.id &&
        !corresponsaveis.some((x) => x.processoId === id && x.devedorId === c.devedor.id)
      ) {
        corresponsaveis.push({ processoId: id, devedorId: c.devedor.id, tipo: c.tipo });
      }
    }
    if (k % 30 === 1) {
      anexos.push({
        dono: 'processo',
        donoId: id,
        tipo: TIPO_DOCUMENTO_IDENTIFICACAO,
        nome: `documento-identificacao-${p.devedor.documentoIdentificacao}.pdf`,
        titulo: 'Documento de identificação do devedor',
        linhas: [
          `Nome: ${p.devedor.nome}`,
          `Documento: ${p.devedor.documentoIdentificacao}`,
          '',
          'Cópia gerada para a base de demonstração.',
        ],
        orgaoId: p.orgao.id,
        usuarioId: p.orgao.usuarioId,
        quando: registradoEm,
      });
    }
  }

  // The CDAs and their court and protest histories, from a generator of their own (the processes
  // above stay as they were); the extinction closes its process in 11.
  const cdas = await carregarCdasDemo(tx, aleatorio(20_261_123), inscricoes, {
    usuarioPge: opts.usuarioPge,
    hoje,
    reservarIds: (n) => reservarIds(tx, 'andamento', n),
  });
  for (const proc of processos) {
    const ef = cdas.efeitos.get(proc.id!);
    if (!ef) continue;
    if (ef.situacao !== proc.situacaoId)
      Object.assign(proc, {
        situacaoId: ef.situacao,
        faseId: faseDe(ef.situacao),
        dataEncerramento: ef.dataEncerramento,
      });
    if (ef.ultimoEm) Object.assign(proc, { dataUltimoAndamento: ef.ultimoEm, atualizadoEm: ef.ultimoEm });
  }
  andamentos.push(...cdas.andamentos);

  await inserirEmLotes(processos, 250, (l) => tx.insert(processo).values(l));
  await inserirEmLotes(andamentos, 500, (l) => importarAndamentos(tx, l));
  await inserirEmLotes(cdas.cdas, 250, (l) => tx.insert(dividaAtiva).values(l));
  if (corresponsaveis.length > 0) await tx.insert(processoCorresponsavel).values(corresponsaveis);

  // Documents: files first (a failure rolls the records back; a file left behind is never referenced).
  let documentos = 0;
  if (opts.storage && anexos.length > 0) {
    const arquivos: (typeof arquivo.$inferInsert)[] = [];
    const docs: (typeof documento.$inferInsert)[] = [];
    for (const a of anexos) {
      const conteudo = pdfSimples(a.titulo, a.linhas);
      const uuid = r.uuid();
      await opts.storage.put(uuid, Readable.from([conteudo]));
      arquivos.push({
        uuid,
        nome: a.nome,
        tamanho: conteudo.length,
        sha256: createHash('sha256').update(conteudo).digest('hex'),
        contentType: 'application/pdf',
        usuarioId: a.usuarioId,
        criadoEm: a.quando,
        anexadoEm: a.quando,
      });
      docs.push({
        arquivoUuid: uuid,
        nome: a.nome,
        tipoDocumentoId: a.tipo,
        donoTipo: a.dono,
        donoId: a.donoId,
        orgaoCredorId: a.orgaoId,
        criadoPor: a.usuarioId,
        criadoEm: a.quando,
      });
    }
    await tx.insert(arquivo).values(arquivos);
    await tx.insert(documento).values(docs);
    documentos = docs.length;
  }
  return {
    devedores: devedores.length,
    processos: processos.length,
    andamentos: andamentos.length,
    documentos,
  };
}
