import {
  addDays,
  addMonthsClamped,
  compareDates,
  daysBetween,
  formatDateBR,
  type IsoDate,
} from '../calendar.ts';
import { formatarNumeroProcesso } from '../format.ts';
import type { RegimePrescricao } from '../naturezaDebito/naturezaDebito.schema.ts';

/**
 * The prescription clock of a process (docs/prazos-e-prescricao.md §2): a pure function of the regime, the term in
 * years, the process's dated events and today. The server stores its result (nivel, prazo) per
 * process and recomputes it whenever an event is written, so both always agree.
 */

export const ANOS_PRESCRICAO_PADRAO = 5;

/** §2.2, from the calmest to the end; the order of the summary's rows. */
export const NIVEIS_PRESCRICAO = [
  'VERDE',
  'AMARELO',
  'LARANJA',
  'VERMELHO',
  'CRITICO',
  'PRESCRITO',
  'SUSPENSO',
  'AJUIZADO',
  'EXTINTO',
] as const;
export type NivelPrescricao = (typeof NIVEIS_PRESCRICAO)[number];

export const DESCRICAO_NIVEL_PRESCRICAO: Record<NivelPrescricao, string> = {
  VERDE: 'Mais de um ano',
  AMARELO: 'Até 365 dias',
  LARANJA: 'Até 180 dias',
  VERMELHO: 'Até 90 dias',
  CRITICO: 'Até 30 dias',
  PRESCRITO: 'Prescrito',
  SUSPENSO: 'Suspenso',
  AJUIZADO: 'Ajuizado',
  EXTINTO: 'Extinto',
};

/**
 * The level's name as every screen and the daily e-mail write it (the chip's word). SUSPENSO is
 * 'Contagem suspensa': the process data's 'Suspenso' is another thing (the process's own suspension).
 */
export const ROTULO_NIVEL_PRESCRICAO: Record<NivelPrescricao, string> = {
  VERDE: 'Verde',
  AMARELO: 'Amarelo',
  LARANJA: 'Laranja',
  VERMELHO: 'Vermelho',
  CRITICO: 'Crítico',
  PRESCRITO: 'Prescrito',
  SUSPENSO: 'Contagem suspensa',
  AJUIZADO: 'Ajuizado',
  EXTINTO: 'Extinto',
};

/** §4: the levels the PGE is alerted about and the bell counts. */
export const NIVEIS_ALERTA: readonly NivelPrescricao[] = ['LARANJA', 'VERMELHO', 'CRITICO', 'PRESCRITO'];

/** §2.2's thresholds, in days left (inclusive). */
export function nivelPorDias(dias: number): NivelPrescricao {
  if (dias < 0) return 'PRESCRITO';
  if (dias <= 30) return 'CRITICO';
  if (dias <= 90) return 'VERMELHO';
  if (dias <= 180) return 'LARANJA';
  if (dias <= 365) return 'AMARELO';
  return 'VERDE';
}

export const TIPOS_EVENTO_PRESCRICAO = [
  'CONSTITUICAO',
  'INSCRICAO',
  'ACORDO',
  'ACORDO_ENCERRADO',
  'QUITACAO',
  'ENCERRAMENTO',
  'PROTESTO',
  'AJUIZAMENTO',
  'NAO_LOCALIZACAO',
  'CITACAO_OU_PENHORA',
  'RECONHECIMENTO',
  'ANULACAO_RECONHECIMENTO',
  // computed by the clock, never an input
  'FIM_SUSPENSAO_INSCRICAO',
  'FIM_SUSPENSAO_ART_40',
  'PRESCRICAO',
] as const;
export type TipoEventoPrescricao = (typeof TIPOS_EVENTO_PRESCRICAO)[number];

/** SEM_EFEITO (ours, beside §3's five): an event the rules ignore (a tax's protest, after the deadline). */
export const EFEITOS_PRESCRICAO = [
  'INICIO',
  'INTERRUPCAO',
  'SUSPENSAO_INICIO',
  'SUSPENSAO_FIM',
  'FIM',
  'SEM_EFEITO',
] as const;
export type EfeitoPrescricao = (typeof EFEITOS_PRESCRICAO)[number];

/** An input event, in the order it was recorded (same-day events apply in that order). */
export interface EventoEntrada {
  data: IsoDate;
  tipo: Exclude<TipoEventoPrescricao, 'FIM_SUSPENSAO_INSCRICAO' | 'FIM_SUSPENSAO_ART_40' | 'PRESCRICAO'>;
  /** CITACAO_OU_PENHORA: which one */
  detalhe?: 'CITACAO' | 'PENHORA';
  /** CONSTITUICAO: the term whose end constituted the credit (its reference date, length and last day) */
  prazo?: { dataReferencia: IsoDate; dias: number; fim: IsoDate };
}

export interface EventoPrescricao {
  data: IsoDate;
  tipo: TipoEventoPrescricao;
  efeito: EfeitoPrescricao;
  descricao: string;
}

export interface EntradaPrescricao {
  regime: RegimePrescricao;
  anosPrescricao: number;
  eventos: readonly EventoEntrada[];
  hoje: IsoDate;
}

export interface Prescricao {
  regime: RegimePrescricao;
  dataConstituicao: IsoDate;
  prazoPrescricional: IsoDate | null;
  diasRestantes: number | null;
  nivel: NivelPrescricao;
  eventos: EventoPrescricao[];
  explicacao: string[];
}

type Suspensao = {
  desde: IsoDate;
  /** the day the clock runs again, when known (LEF art. 2 §3 window, the year of art. 40) */
  ate: IsoDate | null;
  /** calendar days left when it stopped, or the whole term once interrupted meanwhile */
  restante: number | 'INTEGRAL';
  motivo: 'INSCRICAO' | 'ACORDO' | 'ART_40';
};

type Estado =
  | { tipo: 'CORRENDO'; prazo: IsoDate }
  | {
      tipo: 'SUSPENSO';
      s: Suspensao;
      /** what the clock returns to when an agreement ends */ emJuizo: boolean;
    }
  | { tipo: 'AJUIZADO' }
  | { tipo: 'PRESCRITO'; prazo: IsoDate }
  | { tipo: 'EXTINTO'; anterior: Estado };

const br = formatDateBR;

/** Why the credit is constituted on that day, when the caller knows the term that ended. */
const origemDaConstituicao = (e: EventoEntrada): string =>
  e.prazo
    ? `, dia seguinte ao fim do prazo de ${e.prazo.dias} dias contado de ${br(e.prazo.dataReferencia)} (último dia ${br(e.prazo.fim)})`
    : '';

/** t0 plus the term on the same calendar day (29 February → 28 February). */
export const somarAnos = (data: IsoDate, anos: number): IsoDate => addMonthsClamped(data, anos * 12);

/**
 * docs/prazos-e-prescricao.md §2 applied to `eventos` in date order (same-day ones in the given order). Null when the
 * credit is not definitively constituted yet (no CONSTITUICAO event): the call answers that state (200).
 */
export function calcularPrescricao(entrada: EntradaPrescricao): Prescricao | null {
  return calcularPrescricaoComRevisao(entrada)?.prescricao ?? null;
}

/**
 * A run of the clock over one process's events: what the handlers read (the regime, the term) and
 * change (the state, whether the case is in court), and the events and sentences they answer.
 */
interface Calculo {
  regime: RegimePrescricao;
  anos: number;
  /** the term as the sentences write it ('5 anos') */
  termo: string;
  estado: Estado;
  /** an AJUIZAMENTO was seen: the execution runs (what an agreement's end returns to) */
  emJuizo: boolean;
  saida: EventoPrescricao[];
  explicacao: string[];
}

/** The state of a credit an event may still change: not extinct. */
type Vivo = Exclude<Estado, { tipo: 'EXTINTO' }>;

const anota = (
  c: Calculo,
  data: IsoDate,
  tipo: TipoEventoPrescricao,
  efeito: EfeitoPrescricao,
  descricao: string,
  frase: string,
) => {
  c.saida.push({ data, tipo, efeito, descricao });
  c.explicacao.push(frase);
};

const semEfeito = (c: Calculo, e: EventoEntrada, descricao: string, porque: string) =>
  anota(c, e.data, e.tipo, 'SEM_EFEITO', descricao, `${descricao} em ${br(e.data)}: ${porque}`);

/** The deadline a suspension gives back when it ends on `em`. */
const retoma = (c: Calculo, s: Suspensao, em: IsoDate): IsoDate =>
  s.restante === 'INTEGRAL' ? somarAnos(em, c.anos) : addDays(em, s.restante);

/** Lets time pass up to `data`: a known-end suspension ends; a running clock may run out. */
function avanca(c: Calculo, data: IsoDate) {
  if (c.estado.tipo === 'SUSPENSO' && c.estado.s.ate && compareDates(c.estado.s.ate, data) <= 0) {
    const { s } = c.estado;
    const prazo = retoma(c, s, s.ate!);
    c.estado = { tipo: 'CORRENDO', prazo };
    if (s.motivo === 'INSCRICAO')
      anota(
        c,
        s.ate!,
        'FIM_SUSPENSAO_INSCRICAO',
        'SUSPENSAO_FIM',
        'Fim da suspensão da inscrição',
        `Fim dos 180 dias de suspensão em ${br(s.ate!)}: o prazo volta a correr até ${br(prazo)}.`,
      );
    else
      anota(
        c,
        s.ate!,
        'FIM_SUSPENSAO_ART_40',
        'SUSPENSAO_FIM',
        'Fim do ano de suspensão da execução',
        `Fim do ano de suspensão da execução em ${br(s.ate!)}: corre a prescrição intercorrente de ${c.termo}, até ${br(prazo)} (LEF art. 40 §4º; STJ Súmula 314).`,
      );
  }
  if (c.estado.tipo === 'CORRENDO' && compareDates(data, c.estado.prazo) > 0) {
    const { prazo } = c.estado;
    c.estado = { tipo: 'PRESCRITO', prazo };
    anota(
      c,
      addDays(prazo, 1),
      'PRESCRICAO',
      'FIM',
      'Prescrição consumada',
      `Prazo prescricional encerrado em ${br(prazo)}: o crédito está prescrito desde ${br(addDays(prazo, 1))}, aguardando reconhecimento.`,
    );
  }
}

/** What one type of event does to the clock (§2). */
interface Regra {
  /** on a credit not extinct (and not consumed, unless `tambemPrescrito`) */
  aplicar(c: Calculo, e: EventoEntrada, atual: Vivo): void;
  /** it also applies to a consumed prescription: it ends the credit */
  tambemPrescrito?: true;
  /** on an extinct credit; without it the event has no effect there */
  extinto?(c: Calculo, e: EventoEntrada, atual: Extract<Estado, { tipo: 'EXTINTO' }>): void;
}

/** An event that ends the credit (CTN art. 156): the state before is kept for an annulment. */
const extingue = (c: Calculo, e: EventoEntrada, atual: Vivo, descricao: string, frase: string) => {
  c.estado = { tipo: 'EXTINTO', anterior: atual };
  anota(c, e.data, e.tipo, 'FIM', descricao, frase);
};

/** One rule per type of input event: a new event is a type in TIPOS_EVENTO_PRESCRICAO and a row here. */
const REGRAS: Record<EventoEntrada['tipo'], Regra> = {
  CONSTITUICAO: {
    aplicar: (c, e) => semEfeito(c, e, rotulo(e), 'o crédito já estava constituído.'),
  },
  INSCRICAO: {
    aplicar(c, e, atual) {
      if (c.regime === 'TRIBUTARIO')
        return semEfeito(
          c,
          e,
          rotulo(e),
          'para crédito tributário a inscrição não suspende o prazo (CTN art. 174).',
        );
      if (atual.tipo !== 'CORRENDO') return semEfeito(c, e, rotulo(e), 'o prazo já não estava correndo.');
      const ate = addDays(e.data, 180);
      c.estado = {
        tipo: 'SUSPENSO',
        emJuizo: c.emJuizo,
        s: { desde: e.data, ate, restante: daysBetween(e.data, atual.prazo), motivo: 'INSCRICAO' },
      };
      anota(
        c,
        e.data,
        e.tipo,
        'SUSPENSAO_INICIO',
        'Inscrição em dívida ativa',
        `Inscrição em dívida ativa em ${br(e.data)}: prazo suspenso por 180 dias (LEF art. 2º §3º).`,
      );
    },
  },
  ACORDO: {
    aplicar(c, e) {
      c.estado = {
        tipo: 'SUSPENSO',
        emJuizo: c.emJuizo,
        s: { desde: e.data, ate: null, restante: 'INTEGRAL', motivo: 'ACORDO' },
      };
      anota(
        c,
        e.data,
        e.tipo,
        'INTERRUPCAO',
        'Acordo de pagamento',
        `Acordo de pagamento em ${br(e.data)}: reconhecimento do débito interrompe o prazo, que fica suspenso enquanto o acordo vigorar (CTN art. 174 parágrafo único IV; Código Civil art. 202 VI).`,
      );
    },
  },
  ACORDO_ENCERRADO: {
    aplicar(c, e, atual) {
      if (atual.tipo !== 'SUSPENSO' || atual.s.motivo !== 'ACORDO')
        return semEfeito(c, e, rotulo(e), 'não havia acordo em vigor.');
      if (atual.emJuizo) {
        c.estado = { tipo: 'AJUIZADO' };
        return anota(
          c,
          e.data,
          e.tipo,
          'SUSPENSAO_FIM',
          'Acordo encerrado',
          `Acordo cancelado ou perdido em ${br(e.data)}: a execução fiscal retoma seu curso, sem prazo de prescrição correndo.`,
        );
      }
      const prazo = somarAnos(e.data, c.anos);
      c.estado = { tipo: 'CORRENDO', prazo };
      anota(
        c,
        e.data,
        e.tipo,
        'SUSPENSAO_FIM',
        'Acordo encerrado',
        `Acordo cancelado ou perdido em ${br(e.data)}: o prazo de ${c.termo} recomeça por inteiro, até ${br(prazo)}.`,
      );
    },
  },
  QUITACAO: {
    tambemPrescrito: true,
    aplicar: (c, e, atual) =>
      extingue(
        c,
        e,
        atual,
        'Quitação',
        `Débito quitado em ${br(e.data)}: o crédito está extinto (CTN art. 156 I).`,
      ),
  },
  ENCERRAMENTO: {
    tambemPrescrito: true,
    aplicar: (c, e, atual) =>
      extingue(
        c,
        e,
        atual,
        'Processo encerrado',
        `Processo encerrado em ${br(e.data)}: não há crédito a cobrar.`,
      ),
  },
  PROTESTO: {
    aplicar(c, e, atual) {
      if (c.regime === 'TRIBUTARIO')
        return semEfeito(
          c,
          e,
          rotulo(e),
          'o protesto em cartório não interrompe a prescrição tributária (CTN art. 174 parágrafo único II exige protesto judicial).',
        );
      if (c.emJuizo)
        return semEfeito(
          c,
          e,
          rotulo(e),
          'com a execução ajuizada, só a citação ou a penhora interrompem a prescrição intercorrente.',
        );
      if (atual.tipo === 'SUSPENSO') {
        c.estado = { ...atual, s: { ...atual.s, restante: 'INTEGRAL' } };
        return anota(
          c,
          e.data,
          e.tipo,
          'INTERRUPCAO',
          'Protesto da CDA',
          `Protesto da CDA em ${br(e.data)}: interrompe a prescrição (Código Civil art. 202 III); o prazo recomeça por inteiro quando a suspensão terminar.`,
        );
      }
      const prazo = somarAnos(e.data, c.anos);
      c.estado = { tipo: 'CORRENDO', prazo };
      anota(
        c,
        e.data,
        e.tipo,
        'INTERRUPCAO',
        'Protesto da CDA',
        `Protesto da CDA em ${br(e.data)}: interrompe a prescrição (Código Civil art. 202 III); novo prazo até ${br(prazo)}.`,
      );
    },
  },
  AJUIZAMENTO: {
    aplicar(c, e, atual) {
      c.emJuizo = true;
      if (atual.tipo === 'SUSPENSO' && atual.s.motivo === 'ACORDO') {
        c.estado = { ...atual, emJuizo: true };
      } else c.estado = { tipo: 'AJUIZADO' };
      anota(
        c,
        e.data,
        e.tipo,
        'INTERRUPCAO',
        'Ajuizamento da execução fiscal',
        `Execução fiscal ajuizada em ${br(e.data)}: a prescrição é interrompida na data da propositura (CPC art. 240 §1º; LEF art. 8º §2º) e não corre durante o processo.`,
      );
    },
  },
  NAO_LOCALIZACAO: {
    aplicar(c, e, atual) {
      if (atual.tipo !== 'AJUIZADO')
        return semEfeito(
          c,
          e,
          rotulo(e),
          c.emJuizo
            ? 'o processo já estava suspenso ou com a prescrição intercorrente em curso.'
            : 'só produz efeito na execução ajuizada.',
        );
      const ate = somarAnos(e.data, 1);
      c.estado = {
        tipo: 'SUSPENSO',
        emJuizo: c.emJuizo,
        s: { desde: e.data, ate, restante: 'INTEGRAL', motivo: 'ART_40' },
      };
      anota(
        c,
        e.data,
        e.tipo,
        'SUSPENSAO_INICIO',
        'Devedor ou bens não localizados',
        `Devedor ou bens não localizados em ${br(e.data)}: execução suspensa por 1 ano, até ${br(ate)}, depois corre a prescrição intercorrente (LEF art. 40; STJ Súmula 314 e Tema 566).`,
      );
    },
  },
  CITACAO_OU_PENHORA: {
    aplicar(c, e, atual) {
      const nome = e.detalhe === 'PENHORA' ? 'Penhora' : 'Citação';
      if (!c.emJuizo) return semEfeito(c, e, nome, 'só produz efeito na execução ajuizada.');
      if (atual.tipo === 'AJUIZADO')
        return semEfeito(c, e, nome, 'não havia prescrição intercorrente em curso.');
      c.estado = { tipo: 'AJUIZADO' };
      anota(
        c,
        e.data,
        e.tipo,
        'INTERRUPCAO',
        nome,
        `${nome} efetiva em ${br(e.data)}: interrompe a prescrição intercorrente; a execução segue sem prazo correndo (STJ Tema 568).`,
      );
    },
  },
  RECONHECIMENTO: {
    tambemPrescrito: true,
    aplicar(c, e, atual) {
      if (atual.tipo !== 'PRESCRITO')
        return semEfeito(c, e, rotulo(e), 'a prescrição ainda não se consumara.');
      extingue(
        c,
        e,
        atual,
        'Prescrição reconhecida',
        `Prescrição reconhecida em ${br(e.data)}: o crédito está extinto (CTN art. 156 V).`,
      );
    },
  },
  ANULACAO_RECONHECIMENTO: {
    aplicar: (c, e) => semEfeito(c, e, rotulo(e), 'não havia reconhecimento a anular.'),
    extinto(c, e, atual) {
      if (atual.anterior.tipo !== 'PRESCRITO')
        return semEfeito(c, e, rotulo(e), 'o crédito já está extinto.');
      c.estado = atual.anterior;
      anota(
        c,
        e.data,
        e.tipo,
        'SEM_EFEITO',
        'Reconhecimento da prescrição anulado',
        `Reconhecimento da prescrição anulado em ${br(e.data)}: o crédito volta a constar como prescrito, aguardando reconhecimento.`,
      );
    },
  },
};

/** The first CONSTITUICAO starts the term (nothing before it counts). */
function inicia(regime: RegimePrescricao, anos: number, e: EventoEntrada): Calculo {
  const termo = anos === 1 ? '1 ano' : `${anos} anos`;
  const prazo = somarAnos(e.data, anos);
  const c: Calculo = {
    regime,
    anos,
    termo,
    estado: { tipo: 'CORRENDO', prazo },
    emJuizo: false,
    saida: [],
    explicacao: [],
  };
  anota(
    c,
    e.data,
    'CONSTITUICAO',
    'INICIO',
    'Constituição definitiva do crédito',
    `Crédito definitivamente constituído em ${br(e.data)}${origemDaConstituicao(e)}: começa o prazo de ${termo}, até ${br(prazo)} (${regime === 'TRIBUTARIO' ? 'CTN art. 174' : 'Decreto 20.910/1932 art. 1º; STJ Súmula 467'}).`,
  );
  return c;
}

/** One event after the start: time passes up to it, then its type's rule applies to the state. */
function aplica(c: Calculo, e: EventoEntrada) {
  avanca(c, e.data);
  const atual = c.estado;
  const regra = REGRAS[e.tipo];
  if (atual.tipo === 'EXTINTO') {
    if (regra.extinto) regra.extinto(c, e, atual);
    else semEfeito(c, e, rotulo(e), 'o crédito já está extinto.');
  } else if (atual.tipo === 'PRESCRITO' && !regra.tambemPrescrito) {
    semEfeito(c, e, rotulo(e), 'evento posterior ao fim do prazo, não reabre um crédito prescrito.');
  } else regra.aplicar(c, e, atual);
}

/** The level, deadline and revision day of the state reached today. */
function situacaoFinal(
  c: Calculo,
  hoje: IsoDate,
): { prazoPrescricional: IsoDate | null; nivel: NivelPrescricao; revisao: IsoDate | null } {
  const final = c.estado;
  switch (final.tipo) {
    case 'CORRENDO':
      return {
        prazoPrescricional: final.prazo,
        nivel: nivelPorDias(daysBetween(hoje, final.prazo)),
        revisao: proximoLimiar(final.prazo, hoje),
      };
    case 'PRESCRITO':
      return { prazoPrescricional: final.prazo, nivel: 'PRESCRITO', revisao: null };
    case 'SUSPENSO':
      return {
        // §3: a known end (the inscription's window, the year of art. 40) gives a deadline
        prazoPrescricional: final.s.ate ? retoma(c, final.s, final.s.ate) : null,
        nivel: 'SUSPENSO',
        revisao: final.s.ate, // the clock runs again that day
      };
    case 'AJUIZADO':
      return { prazoPrescricional: null, nivel: 'AJUIZADO', revisao: null };
    case 'EXTINTO':
      return { prazoPrescricional: null, nivel: 'EXTINTO', revisao: null };
  }
}

/**
 * The clock and the first day after `hoje` on which, with no new event, its level or deadline
 * changes by time alone (a threshold of §2.2 reached, a known-end suspension over); null when only
 * an event can change it. The daily job recomputes only the processes whose day has come. Each event
 * is its type's rule (`REGRAS`), in date order.
 */
export function calcularPrescricaoComRevisao({
  regime,
  anosPrescricao: anos,
  eventos,
  hoje,
}: EntradaPrescricao): { prescricao: Prescricao; revisao: IsoDate | null } | null {
  const ordenados = eventos
    .map((e, i) => ({ e, i }))
    .sort((a, b) => compareDates(a.e.data, b.e.data) || a.i - b.i)
    .map((x) => x.e);
  const inicio = ordenados.findIndex((e) => e.tipo === 'CONSTITUICAO');
  if (inicio < 0) return null;
  const c = inicia(regime, anos, ordenados[inicio]!);
  for (const e of ordenados.slice(inicio + 1)) aplica(c, e);
  avanca(c, hoje);

  const { prazoPrescricional, nivel, revisao } = situacaoFinal(c, hoje);
  return {
    prescricao: {
      regime,
      dataConstituicao: ordenados[inicio]!.data,
      prazoPrescricional,
      diasRestantes: prazoPrescricional ? daysBetween(hoje, prazoPrescricional) : null,
      nivel,
      eventos: c.saida,
      explicacao: c.explicacao,
    },
    revisao,
  };
}

/** The first day after `hoje` on which a running clock with deadline `prazo` reaches another level. */
function proximoLimiar(prazo: IsoDate, hoje: IsoDate): IsoDate {
  // §2.2's thresholds as days (AMARELO at 365 left … PRESCRITO the day after the deadline)
  for (const d of [-365, -180, -90, -30, 1]) {
    const dia = addDays(prazo, d);
    if (compareDates(dia, hoje) > 0) return dia;
  }
  return addDays(hoje, 1); // not reached: a running clock's deadline is never before today
}

const ROTULOS: Record<EventoEntrada['tipo'], string> = {
  CONSTITUICAO: 'Constituição do crédito',
  INSCRICAO: 'Inscrição em dívida ativa',
  ACORDO: 'Acordo de pagamento',
  ACORDO_ENCERRADO: 'Acordo encerrado',
  QUITACAO: 'Quitação',
  ENCERRAMENTO: 'Encerramento do processo',
  PROTESTO: 'Protesto da CDA',
  AJUIZAMENTO: 'Ajuizamento da execução fiscal',
  NAO_LOCALIZACAO: 'Devedor ou bens não localizados',
  CITACAO_OU_PENHORA: 'Citação ou penhora',
  RECONHECIMENTO: 'Reconhecimento da prescrição',
  ANULACAO_RECONHECIMENTO: 'Anulação do reconhecimento',
};
const rotulo = (e: EventoEntrada) => ROTULOS[e.tipo];

/** What a negotiation says of a consumed prescription (issue 36 item 3). */
export const MENSAGENS_PRESCRICAO_NEGOCIACAO = {
  prescrito: (numero: string, prazo: IsoDate | null) =>
    `O crédito do processo ${formatarNumeroProcesso(numero)} está prescrito${prazo ? ` desde ${formatDateBR(prazo)}` : ''}: ` +
    'não pode ser negociado enquanto um evento interruptivo ou suspensivo não mover o seu prazo.',
};

/**
 * A credit whose prescription is consumed (level PRESCRITO, a recognition proposed or not yet decided)
 * is neither offered in Negociação nor simulated nor agreed; it is offered again only when its level
 * changes (an interrupting or suspending event recorded moves its deadline, docs/prazos-e-prescricao.md §2). Answers
 * the reason, or null when the prescription does not stand in the way.
 */
export function prescricaoImpedeNegociacao(p: {
  numero: string;
  nivel: NivelPrescricao | null;
  prazo: IsoDate | null;
}): string | null {
  return p.nivel === 'PRESCRITO' ? MENSAGENS_PRESCRICAO_NEGOCIACAO.prescrito(p.numero, p.prazo) : null;
}
