/**
 * Instalment simulation of a negotiation (spec 03 §2.6, §4, §5, §9; our design where the spec says
 * "not shown"; docs/calculos.md states every rule with a worked example).
 *
 * Amounts are exact decimals rounded half-up to the cent at the points below; the instalments' principal
 * always sums to the discounted principal and their totals to the agreement's total. Invalid input gives
 * `valido: false` and every applicable critique in Portuguese, never an exception.
 */
import { dataValida } from './data.schema.ts';
import {
  addDays,
  addMonthsClamped,
  endOfMonth,
  formatDateBR,
  todayInSaoPaulo,
  type IsoDate,
} from './calendar.ts';
import { businessDayOnOrAfter, isBusinessDay } from './businessDays.ts';
import { corrigir, type ResultadoCorrecao, type SerieIndice } from './correcao.ts';
import {
  Decimal,
  formatBRL,
  percent,
  splitExact,
  sumMoney,
  toApiNumber,
  toDecimal,
  type Money,
  type MoneyInput,
} from './money.ts';

export const FORMAS_PAGAMENTO = ['A_VISTA', 'PARCELADO'] as const;
export type FormaPagamento = (typeof FORMAS_PAGAMENTO)[number];

export const DESCONTO_MAXIMO = 99;
export const MIN_PARCELAS_PARCELADO = 2;

export const MENSAGENS_NEGOCIACAO = {
  selecioneCda: 'Selecione uma CDA',
  selecioneOpcao: 'Selecione uma opção',
  descontoInvalido: 'Necessário informar um desconto válido',
  quantidadeParcelas: (max: number) => `O parcelamento deve ter entre 2 e ${max} parcelas`,
  primeiraParcelaMinima: (min: Money) => `O valor da primeira parcela deve ser maior que ${formatBRL(min)}`,
  primeiraParcelaMaxima: 'O valor da primeira parcela não deve ser maior que o valor principal da dívida',
  naoParcelavel: (min: Money) =>
    `Não é possível parcelar a dívida, pois as parcelas não atingiriam o valor mínimo de ${formatBRL(min)}`,
  parcelasAbaixoMinimo: (de: number, ate: number, min: Money) =>
    de === ate
      ? `A parcela ${de} não atinge o valor mínimo de ${formatBRL(min)}`
      : `As parcelas ${de} a ${ate} não atingem o valor mínimo de ${formatBRL(min)}`,
  vencimentoAVista: (de: IsoDate, ate: IsoDate) =>
    `A data de vencimento deve estar entre ${formatDateBR(de)} e ${formatDateBR(ate)}`,
  primeiroVencimento: (hoje: IsoDate) =>
    `A data do primeiro vencimento deve ser igual ou posterior a ${formatDateBR(hoje)}`,
  primeiroVencimentoMaximo: (ultimo: IsoDate) =>
    `A data do primeiro vencimento deve ser igual ou anterior a ${formatDateBR(ultimo)}`,
  saldosInvalidos: 'Os saldos dos débitos devem ser valores não negativos, com no máximo duas casas decimais',
  configuracaoInvalida: 'A configuração de parcelamento é inválida',
} as const;

/** The balances of one debt (valor atualizado = principal). */
export interface SaldoDebito {
  valorAtualizado: MoneyInput;
  valorCorrecao: MoneyInput;
  valorJuros: MoneyInput;
  valorMulta: MoneyInput;
}

/** Spec 01 §3 "Configuration"; percentages as fractions (0.01 = 1 %). */
export interface ConfiguracaoParcelamento {
  maxParcelas: number;
  valorMinParcelas: MoneyInput;
  porcentagemJurosMes: MoneyInput;
  porcentagemHonorarios: MoneyInput;
}

export interface EntradaSimulacao {
  debitos: readonly SaldoDebito[];
  configuracao: ConfiguracaoParcelamento;
  /** Percent 0..99; empty or 0 means none. */
  desconto?: MoneyInput | null;
  formaPagamento?: FormaPagamento | null;
  /** PARCELADO only (A_VISTA is one instalment). */
  totalParcelas?: number | null;
  /** PARCELADO only: the principal carried by instalment 1. */
  valorPrimeiraParcela?: MoneyInput | null;
  /** The single due date (A_VISTA) or the first one (PARCELADO). */
  primeiroVencimento?: IsoDate | null;
  /** The agreement date; default today in São Paulo. */
  hoje?: IsoDate;
}

/** Spec 03 §3 "Simulated instalment". */
export interface ParcelaSimulada {
  parcela: number;
  dataVencimento: IsoDate;
  valorParceladoPrincipal: Money;
  correcao: Money;
  valorJuros: Money;
  valorMulta: Money;
  valorJurosMesPagamento: Money;
  valorHonorarios: Money;
  valorTotal: Money;
}

/** The components of a debt total. */
export interface Componentes {
  valorAtualizado: Money;
  valorCorrecao: Money;
  valorJuros: Money;
  valorMulta: Money;
  valorTotal: Money;
}

export interface ResumoAcordo {
  /** Percent. */
  desconto: Money;
  /** The debts' balances, summed. */
  saldo: Componentes;
  /** The discount taken from each component (each rounded half-up to the cent). */
  valorDesconto: Componentes;
  /** saldo − valorDesconto. */
  saldoComDesconto: Componentes;
  valorTotalJurosMesPagamento: Money;
  valorTotalHonorarios: Money;
  /** saldoComDesconto.valorTotal + juros do mês + honorários = Σ instalments' valorTotal. */
  valorTotalAcordo: Money;
}

export interface ResultadoSimulacao {
  parcelas: ParcelaSimulada[];
  valido: boolean;
  criticas: string[];
  /** The maximum quantity allowed (spec 03 §9); null when the balances or configuration are unusable. */
  maxParcelas: number | null;
  resumo: ResumoAcordo | null;
}

function decimalOrNull(x: unknown): Decimal | null {
  if (typeof x !== 'string' && typeof x !== 'number' && !Decimal.isDecimal(x)) return null;
  try {
    return toDecimal(x as MoneyInput);
  } catch {
    return null;
  }
}

const ZERO = new Decimal(0);

function componentes(
  valorAtualizado: Money,
  valorCorrecao: Money,
  valorJuros: Money,
  valorMulta: Money,
): Componentes {
  return {
    valorAtualizado,
    valorCorrecao,
    valorJuros,
    valorMulta,
    valorTotal: sumMoney([valorAtualizado, valorCorrecao, valorJuros, valorMulta]),
  };
}

/** The debts' balances summed per component; null if any is missing, negative or not whole cents. */
export function somarSaldos(debitos: readonly SaldoDebito[]): Componentes | null {
  const soma = { valorAtualizado: ZERO, valorCorrecao: ZERO, valorJuros: ZERO, valorMulta: ZERO };
  for (const d of debitos) {
    for (const k of ['valorAtualizado', 'valorCorrecao', 'valorJuros', 'valorMulta'] as const) {
      const v = decimalOrNull(d[k]);
      if (v === null || v.isNegative() || v.decimalPlaces() > 2) return null;
      soma[k] = soma[k].plus(v);
    }
  }
  return componentes(soma.valorAtualizado, soma.valorCorrecao, soma.valorJuros, soma.valorMulta);
}

/** Discount (percent) on each component, each rounded half-up to the cent (spec 03 §9). */
export function aplicarDesconto(
  saldo: Componentes,
  descontoPercentual: MoneyInput,
): { valorDesconto: Componentes; saldoComDesconto: Componentes } {
  const fracao = toDecimal(descontoPercentual).dividedBy(100);
  const d = componentes(
    percent(saldo.valorAtualizado, fracao),
    percent(saldo.valorCorrecao, fracao),
    percent(saldo.valorJuros, fracao),
    percent(saldo.valorMulta, fracao),
  );
  return {
    valorDesconto: d,
    saldoComDesconto: componentes(
      saldo.valorAtualizado.minus(d.valorAtualizado),
      saldo.valorCorrecao.minus(d.valorCorrecao),
      saldo.valorJuros.minus(d.valorJuros),
      saldo.valorMulta.minus(d.valorMulta),
    ),
  };
}

/** Spec 03 §9: min(floor(discounted principal / minimum instalment), configured maximum), at least 1. */
export function calcularMaxParcelas(
  principalComDesconto: MoneyInput,
  config: Pick<ConfiguracaoParcelamento, 'maxParcelas' | 'valorMinParcelas'>,
): number {
  const porMinimo = toDecimal(principalComDesconto).dividedToIntegerBy(toDecimal(config.valorMinParcelas));
  return Math.max(1, Math.min(porMinimo.toNumber(), config.maxParcelas));
}

interface ConfiguracaoLida {
  maxParcelas: number;
  valorMinParcelas: Decimal;
  porcentagemJurosMes: Decimal;
  porcentagemHonorarios: Decimal;
}

function lerConfiguracao(c: ConfiguracaoParcelamento | undefined): ConfiguracaoLida | null {
  if (!c || !Number.isSafeInteger(c.maxParcelas) || c.maxParcelas < 1) return null;
  const min = decimalOrNull(c.valorMinParcelas);
  const juros = decimalOrNull(c.porcentagemJurosMes);
  const honorarios = decimalOrNull(c.porcentagemHonorarios);
  if (!min || !juros || !honorarios) return null;
  if (min.lte(0) || min.decimalPlaces() > 2 || juros.isNegative() || juros.gte(1)) return null;
  if (honorarios.isNegative() || honorarios.gte(1)) return null;
  return {
    maxParcelas: c.maxParcelas,
    valorMinParcelas: min,
    porcentagemJurosMes: juros,
    porcentagemHonorarios: honorarios,
  };
}

function parcela(
  numero: number,
  dataVencimento: IsoDate,
  principal: Money,
  encargos: { correcao: Money; juros: Money; multa: Money },
  fracaoJurosMes: Decimal,
  fracaoHonorarios: Decimal,
): ParcelaSimulada {
  const base = sumMoney([principal, encargos.correcao, encargos.juros, encargos.multa]);
  const valorJurosMesPagamento = percent(base, fracaoJurosMes);
  const valorHonorarios = percent(base, fracaoHonorarios);
  return {
    parcela: numero,
    dataVencimento,
    valorParceladoPrincipal: principal,
    correcao: encargos.correcao,
    valorJuros: encargos.juros,
    valorMulta: encargos.multa,
    valorJurosMesPagamento,
    valorHonorarios,
    valorTotal: sumMoney([base, valorJurosMesPagamento, valorHonorarios]),
  };
}

function invalido(
  criticas: string[],
  maxParcelas: number | null,
  resumo: ResumoAcordo | null,
): ResultadoSimulacao {
  return { parcelas: [], valido: false, criticas, maxParcelas, resumo };
}

/**
 * The latest first due date of an agreement, à vista or parcelado: the end of next month (spec 03 §5
 * for the single payment; the instalments' first one is held to the same, so no agreement starts paying
 * years ahead). The simulation and the agreement apply it through this engine.
 */
export const ultimoPrimeiroVencimento = (hoje: IsoDate): IsoDate => endOfMonth(addMonthsClamped(hoje, 1));

/** The days a slip is issued ahead of its due date: the first due date proposed by default. */
export const DIAS_PRIMEIRO_VENCIMENTO = 10;

/**
 * The first due date an agreement takes when none is chosen (issue 36 item 4): `dias` days ahead, on
 * a business day, and never past the latest allowed (then the last business day up to it).
 */
export function primeiroVencimentoPadrao(hoje: IsoDate, dias = DIAS_PRIMEIRO_VENCIMENTO): IsoDate {
  const ultimo = ultimoPrimeiroVencimento(hoje);
  const alvo = businessDayOnOrAfter(addDays(hoje, dias));
  if (alvo <= ultimo) return alvo;
  let d = ultimo;
  while (!isBusinessDay(d) && d > hoje) d = addDays(d, -1);
  return d;
}

/**
 * The first instalment proposed for a quantity (issue 36 item 5): the principal divided equally, to
 * the cent below, so the cents left go to the last instalment (`splitExact`).
 */
export const primeiraParcelaProposta = (principal: MoneyInput, quantidade: number): Money =>
  splitExact(principal, quantidade)[0]!;

/** Simulates the agreement (spec 03 §3 "Simulation result"). */
export function simularParcelamento(entrada: EntradaSimulacao): ResultadoSimulacao {
  const criticas: string[] = [];
  const hoje = entrada.hoje ?? todayInSaoPaulo();

  if (!entrada.debitos || entrada.debitos.length === 0) criticas.push(MENSAGENS_NEGOCIACAO.selecioneCda);
  const saldo = somarSaldos(entrada.debitos ?? []);
  if (saldo === null) criticas.push(MENSAGENS_NEGOCIACAO.saldosInvalidos);
  const config = lerConfiguracao(entrada.configuracao);
  if (config === null) criticas.push(MENSAGENS_NEGOCIACAO.configuracaoInvalida);

  const descontoLido =
    entrada.desconto === null || entrada.desconto === undefined || entrada.desconto === ''
      ? ZERO
      : decimalOrNull(entrada.desconto);
  const desconto =
    descontoLido !== null && !descontoLido.isNegative() && descontoLido.lte(DESCONTO_MAXIMO)
      ? descontoLido
      : null;
  if (desconto === null) criticas.push(MENSAGENS_NEGOCIACAO.descontoInvalido);

  const forma = entrada.formaPagamento;
  if (forma !== 'A_VISTA' && forma !== 'PARCELADO') criticas.push(MENSAGENS_NEGOCIACAO.selecioneOpcao);

  if (saldo === null || config === null || desconto === null) return invalido(criticas, null, null);

  const { valorDesconto, saldoComDesconto } = aplicarDesconto(saldo, desconto);
  const principal = saldoComDesconto.valorAtualizado;
  const encargos = {
    correcao: saldoComDesconto.valorCorrecao,
    juros: saldoComDesconto.valorJuros,
    multa: saldoComDesconto.valorMulta,
  };
  const maxParcelas = calcularMaxParcelas(principal, config);
  const vencimento = entrada.primeiroVencimento;
  const vencimentoValido = typeof vencimento === 'string' && dataValida(vencimento);
  const min = config.valorMinParcelas;

  const resumoDe = (parcelas: ParcelaSimulada[]): ResumoAcordo => {
    const valorTotalJurosMesPagamento = sumMoney(parcelas.map((p) => p.valorJurosMesPagamento));
    const valorTotalHonorarios = sumMoney(parcelas.map((p) => p.valorHonorarios));
    return {
      desconto,
      saldo,
      valorDesconto,
      saldoComDesconto,
      valorTotalJurosMesPagamento,
      valorTotalHonorarios,
      valorTotalAcordo: sumMoney([
        saldoComDesconto.valorTotal,
        valorTotalJurosMesPagamento,
        valorTotalHonorarios,
      ]),
    };
  };

  if (forma === 'A_VISTA') {
    // spec 03 §5: from today to the end of next month; a single payment adds only the fees (spec 03 §9)
    const ultimo = ultimoPrimeiroVencimento(hoje);
    if (!vencimentoValido || vencimento < hoje || vencimento > ultimo) {
      criticas.push(MENSAGENS_NEGOCIACAO.vencimentoAVista(hoje, ultimo));
    }
    if (criticas.length > 0 || !vencimentoValido) return invalido(criticas, maxParcelas, null);
    const parcelas = [parcela(1, vencimento, principal, encargos, ZERO, config.porcentagemHonorarios)];
    return { parcelas, valido: true, criticas: [], maxParcelas, resumo: resumoDe(parcelas) };
  }

  if (forma !== 'PARCELADO') return invalido(criticas, maxParcelas, null);

  const quantidade = entrada.totalParcelas;
  const quantidadeValida =
    typeof quantidade === 'number' &&
    Number.isInteger(quantidade) &&
    quantidade >= MIN_PARCELAS_PARCELADO &&
    quantidade <= maxParcelas;
  if (maxParcelas < MIN_PARCELAS_PARCELADO) criticas.push(MENSAGENS_NEGOCIACAO.naoParcelavel(min));
  else if (!quantidadeValida) criticas.push(MENSAGENS_NEGOCIACAO.quantidadeParcelas(maxParcelas));

  // no first value given: the equal parts proposed for the quantity (the portal relies on it)
  const semPrimeira =
    entrada.valorPrimeiraParcela === null ||
    entrada.valorPrimeiraParcela === undefined ||
    entrada.valorPrimeiraParcela === '';
  const primeira =
    semPrimeira && quantidadeValida
      ? primeiraParcelaProposta(principal, quantidade as number)
      : decimalOrNull(entrada.valorPrimeiraParcela);
  const primeiraValida = primeira !== null && primeira.decimalPlaces() <= 2 && primeira.gte(min);
  if (!primeiraValida) criticas.push(MENSAGENS_NEGOCIACAO.primeiraParcelaMinima(min));
  if (primeira !== null && primeira.gt(principal)) criticas.push(MENSAGENS_NEGOCIACAO.primeiraParcelaMaxima);

  // a real date past the calendar's range (2999-12-31) is still past the latest allowed: say that one
  const vencimentoNoCalendario =
    typeof vencimento === 'string' && dataValida(vencimento, { max: '9999-12-31' });
  if (!vencimentoNoCalendario || vencimento < hoje)
    criticas.push(MENSAGENS_NEGOCIACAO.primeiroVencimento(hoje));
  else if (vencimento > ultimoPrimeiroVencimento(hoje))
    criticas.push(MENSAGENS_NEGOCIACAO.primeiroVencimentoMaximo(ultimoPrimeiroVencimento(hoje)));

  if (criticas.length > 0 || !quantidadeValida || primeira === null || !vencimentoValido) {
    return invalido(criticas, maxParcelas, null);
  }

  // instalment 1 carries the chosen principal plus all the charges; 2..n share the rest, cents to the last
  const demais = splitExact(principal.minus(primeira), quantidade - 1);
  const abaixo = demais.flatMap((p, i) => (p.lt(min) ? [i + 2] : []));
  if (abaixo.length > 0) {
    criticas.push(MENSAGENS_NEGOCIACAO.parcelasAbaixoMinimo(abaixo[0]!, abaixo.at(-1)!, min));
    return invalido(criticas, maxParcelas, null);
  }
  const semEncargos = { correcao: ZERO, juros: ZERO, multa: ZERO };
  const parcelas = [
    parcela(1, vencimento, primeira, encargos, config.porcentagemJurosMes, config.porcentagemHonorarios),
    ...demais.map((p, i) =>
      parcela(
        i + 2,
        addMonthsClamped(vencimento, i + 1),
        p,
        semEncargos,
        config.porcentagemJurosMes,
        config.porcentagemHonorarios,
      ),
    ),
  ];
  return { parcelas, valido: true, criticas: [], maxParcelas, resumo: resumoDe(parcelas) };
}

export interface ParcelaNoPagamento {
  /** Correction of the instalment's principal from the agreement date to the payment date. */
  correcaoPagamento: ResultadoCorrecao;
  valorCorrecaoPagamento: Money;
  valorJurosMesPagamento: Money;
  valorHonorarios: Money;
  /** Amount with the payment-month interest and fees, without the correction of the principal. */
  valorTotalSemCorrecao: Money;
  valorTotal: Money;
}

/**
 * An instalment's amounts on its payment date (the slip): its principal corrected by the index from the
 * agreement date (correcao.ts), then increased once by the monthly interest (PARCELADO only) and the fees,
 * each on the corrected amount and rounded half-up to the cent.
 */
export function valoresNoPagamento(args: {
  parcela: Pick<ParcelaSimulada, 'valorParceladoPrincipal' | 'correcao' | 'valorJuros' | 'valorMulta'>;
  formaPagamento: FormaPagamento;
  dataAcordo: IsoDate;
  dataPagamento: IsoDate;
  serie: SerieIndice;
  configuracao: Pick<ConfiguracaoParcelamento, 'porcentagemJurosMes' | 'porcentagemHonorarios'>;
}): ParcelaNoPagamento {
  const { parcela: p, formaPagamento, dataAcordo, dataPagamento, serie, configuracao } = args;
  const correcaoPagamento = corrigir({
    valor: p.valorParceladoPrincipal,
    dataInicial: dataAcordo,
    dataAvaliacao: dataPagamento,
    serie,
  });
  const base = sumMoney([p.valorParceladoPrincipal, p.correcao, p.valorJuros, p.valorMulta]);
  const juros = formaPagamento === 'PARCELADO' ? toDecimal(configuracao.porcentagemJurosMes) : ZERO;
  const honorarios = toDecimal(configuracao.porcentagemHonorarios);
  const corrigida = base.plus(correcaoPagamento.correcao);
  const valorJurosMesPagamento = percent(corrigida, juros);
  const valorHonorarios = percent(corrigida, honorarios);
  return {
    correcaoPagamento,
    valorCorrecaoPagamento: correcaoPagamento.correcao,
    valorJurosMesPagamento,
    valorHonorarios,
    valorTotalSemCorrecao: sumMoney([base, percent(base, juros), percent(base, honorarios)]),
    valorTotal: sumMoney([corrigida, valorJurosMesPagamento, valorHonorarios]),
  };
}

export interface ParcelaSimuladaApi {
  parcela: number;
  dataVencimento: IsoDate;
  valorParceladoPrincipal: number;
  correcao: number;
  valorJuros: number;
  valorMulta: number;
  valorJurosMesPagamento: number;
  valorHonorarios: number;
  valorTotal: number;
}

/** The JSON answer of the simulation call: `{parcelas, valido, criticas}` with numbers of two decimals. */
export function simulacaoParaApi(r: ResultadoSimulacao): {
  parcelas: ParcelaSimuladaApi[];
  valido: boolean;
  criticas: string[];
} {
  return {
    parcelas: r.parcelas.map((p) => ({
      parcela: p.parcela,
      dataVencimento: p.dataVencimento,
      valorParceladoPrincipal: toApiNumber(p.valorParceladoPrincipal),
      correcao: toApiNumber(p.correcao),
      valorJuros: toApiNumber(p.valorJuros),
      valorMulta: toApiNumber(p.valorMulta),
      valorJurosMesPagamento: toApiNumber(p.valorJurosMesPagamento),
      valorHonorarios: toApiNumber(p.valorHonorarios),
      valorTotal: toApiNumber(p.valorTotal),
    })),
    valido: r.valido,
    criticas: r.criticas,
  };
}
