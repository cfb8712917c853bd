import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, compareDates, daysBetween } from '../calendar.ts';
import type { RegimePrescricao } from '../naturezaDebito/naturezaDebito.schema.ts';
import { regimeDaNatureza } from '../naturezaDebito/naturezaDebito.schema.ts';
import {
  calcularPrescricao,
  calcularPrescricaoComRevisao,
  nivelPorDias,
  type EventoEntrada,
  type Prescricao,
} from './prescricao.ts';

const NT: RegimePrescricao = 'NAO_TRIBUTARIO';
const TR: RegimePrescricao = 'TRIBUTARIO';
const ev = (tipo: EventoEntrada['tipo'], data: string, detalhe?: 'CITACAO' | 'PENHORA'): EventoEntrada => ({
  tipo,
  data,
  ...(detalhe && { detalhe }),
});
const calc = (regime: RegimePrescricao, eventos: EventoEntrada[], hoje: string, anos = 5) =>
  calcularPrescricao({ regime, anosPrescricao: anos, eventos, hoje })!;

describe('calcularPrescricao: docs/prazos-e-prescricao.md §2, rule by rule', () => {
  const casos: {
    nome: string;
    regime: RegimePrescricao;
    eventos: EventoEntrada[];
    hoje: string;
    anos?: number;
    prazo: string | null;
    nivel: Prescricao['nivel'];
  }[] = [
    {
      nome: 'start: t0 + 5 years',
      regime: TR,
      eventos: [ev('CONSTITUICAO', '2024-03-10')],
      hoje: '2024-03-10',
      prazo: '2029-03-10',
      nivel: 'VERDE',
    },
    {
      nome: '29 February → 28 February',
      regime: TR,
      eventos: [ev('CONSTITUICAO', '2024-02-29')],
      hoje: '2024-03-01',
      prazo: '2029-02-28',
      nivel: 'VERDE',
    },
    {
      nome: 'configured term (3 years)',
      regime: TR,
      eventos: [ev('CONSTITUICAO', '2024-03-10')],
      hoje: '2024-03-10',
      anos: 3,
      prazo: '2027-03-10',
      nivel: 'VERDE',
    },
    {
      nome: 'deadline day itself: CRITICO, 0 days',
      regime: TR,
      eventos: [ev('CONSTITUICAO', '2020-01-15')],
      hoje: '2025-01-15',
      prazo: '2025-01-15',
      nivel: 'CRITICO',
    },
    {
      nome: 'the day after the deadline: PRESCRITO',
      regime: TR,
      eventos: [ev('CONSTITUICAO', '2020-01-15')],
      hoje: '2025-01-16',
      prazo: '2025-01-15',
      nivel: 'PRESCRITO',
    },
    {
      nome: 'inscription suspends 180 days (non-tax)',
      regime: NT,
      eventos: [ev('CONSTITUICAO', '2020-01-01'), ev('INSCRICAO', '2021-01-01')],
      hoje: '2021-02-01',
      prazo: addDays('2025-01-01', 180),
      nivel: 'SUSPENSO',
    },
    {
      nome: 'after the 180 days the clock runs with the days added',
      regime: NT,
      eventos: [ev('CONSTITUICAO', '2020-01-01'), ev('INSCRICAO', '2021-01-01')],
      hoje: '2022-01-01',
      prazo: addDays('2025-01-01', 180),
      nivel: 'VERDE',
    },
    {
      nome: 'inscription does not suspend a tax',
      regime: TR,
      eventos: [ev('CONSTITUICAO', '2020-01-01'), ev('INSCRICAO', '2021-01-01')],
      hoje: '2021-02-01',
      prazo: '2025-01-01',
      nivel: 'VERDE',
    },
    {
      nome: 'court filing ends the 180-day window early and stops the clock',
      regime: NT,
      eventos: [
        ev('CONSTITUICAO', '2020-01-01'),
        ev('INSCRICAO', '2021-01-01'),
        ev('AJUIZAMENTO', '2021-02-01'),
      ],
      hoje: '2021-03-01',
      prazo: null,
      nivel: 'AJUIZADO',
    },
    {
      nome: 'agreement in force: suspended, no deadline',
      regime: TR,
      eventos: [ev('CONSTITUICAO', '2020-01-01'), ev('ACORDO', '2022-05-01')],
      hoje: '2023-01-01',
      prazo: null,
      nivel: 'SUSPENSO',
    },
    {
      nome: 'agreement cancelled: full term from the cancellation',
      regime: TR,
      eventos: [
        ev('CONSTITUICAO', '2020-01-01'),
        ev('ACORDO', '2022-05-01'),
        ev('ACORDO_ENCERRADO', '2023-02-10'),
      ],
      hoje: '2023-03-01',
      prazo: '2028-02-10',
      nivel: 'VERDE',
    },
    {
      nome: 'paid: EXTINTO',
      regime: NT,
      eventos: [ev('CONSTITUICAO', '2020-01-01'), ev('ACORDO', '2022-05-01'), ev('QUITACAO', '2023-02-10')],
      hoje: '2023-03-01',
      prazo: null,
      nivel: 'EXTINTO',
    },
    {
      nome: 'protest interrupts a non-tax credit',
      regime: NT,
      eventos: [ev('CONSTITUICAO', '2019-01-01'), ev('PROTESTO', '2023-06-01')],
      hoje: '2023-07-01',
      prazo: '2028-06-01',
      nivel: 'VERDE',
    },
    {
      nome: 'protest does nothing for a tax',
      regime: TR,
      eventos: [ev('CONSTITUICAO', '2019-01-01'), ev('PROTESTO', '2023-06-01')],
      hoje: '2023-07-01',
      prazo: '2024-01-01',
      nivel: 'AMARELO',
    },
    {
      nome: 'protest during the 180 days: full term after the window',
      regime: NT,
      eventos: [
        ev('CONSTITUICAO', '2019-01-01'),
        ev('INSCRICAO', '2020-01-01'),
        ev('PROTESTO', '2020-02-01'),
      ],
      hoje: '2020-03-01',
      prazo: '2025-06-29',
      nivel: 'SUSPENSO',
    },
    {
      nome: 'court filing: AJUIZADO',
      regime: TR,
      eventos: [ev('CONSTITUICAO', '2019-01-01'), ev('AJUIZAMENTO', '2021-01-01')],
      hoje: '2030-01-01',
      prazo: null,
      nivel: 'AJUIZADO',
    },
    {
      nome: 'non-location: one year suspended, the deadline known',
      regime: TR,
      eventos: [
        ev('CONSTITUICAO', '2019-01-01'),
        ev('AJUIZAMENTO', '2021-01-01'),
        ev('NAO_LOCALIZACAO', '2022-03-15'),
      ],
      hoje: '2022-06-01',
      prazo: '2028-03-15',
      nivel: 'SUSPENSO',
    },
    {
      nome: 'non-location: after the year the intercorrente runs',
      regime: TR,
      eventos: [
        ev('CONSTITUICAO', '2019-01-01'),
        ev('AJUIZAMENTO', '2021-01-01'),
        ev('NAO_LOCALIZACAO', '2022-03-15'),
      ],
      hoje: '2027-12-01',
      prazo: '2028-03-15',
      nivel: 'LARANJA',
    },
    {
      nome: 'non-location then summons: back to AJUIZADO',
      regime: NT,
      eventos: [
        ev('CONSTITUICAO', '2019-01-01'),
        ev('AJUIZAMENTO', '2021-01-01'),
        ev('NAO_LOCALIZACAO', '2022-03-15'),
        ev('CITACAO_OU_PENHORA', '2024-01-10', 'CITACAO'),
      ],
      hoje: '2030-01-01',
      prazo: null,
      nivel: 'AJUIZADO',
    },
    {
      nome: 'non-location, intercorrente consumed',
      regime: NT,
      eventos: [
        ev('CONSTITUICAO', '2015-01-01'),
        ev('AJUIZAMENTO', '2016-01-01'),
        ev('NAO_LOCALIZACAO', '2016-03-15'),
      ],
      hoje: '2022-03-16',
      prazo: '2022-03-15',
      nivel: 'PRESCRITO',
    },
    {
      nome: 'non-location without a suit: no effect',
      regime: NT,
      eventos: [ev('CONSTITUICAO', '2019-01-01'), ev('NAO_LOCALIZACAO', '2020-01-01')],
      hoje: '2023-02-01',
      prazo: '2024-01-01',
      nivel: 'AMARELO',
    },
    {
      nome: 'events after the deadline do not revive',
      regime: NT,
      eventos: [ev('CONSTITUICAO', '2015-01-01'), ev('PROTESTO', '2021-01-01'), ev('ACORDO', '2021-02-01')],
      hoje: '2021-03-01',
      prazo: '2020-01-01',
      nivel: 'PRESCRITO',
    },
    {
      nome: 'recognised: EXTINTO',
      regime: NT,
      eventos: [ev('CONSTITUICAO', '2015-01-01'), ev('RECONHECIMENTO', '2021-01-01')],
      hoje: '2021-03-01',
      prazo: null,
      nivel: 'EXTINTO',
    },
    {
      nome: 'recognition annulled: PRESCRITO again',
      regime: NT,
      eventos: [
        ev('CONSTITUICAO', '2015-01-01'),
        ev('RECONHECIMENTO', '2021-01-01'),
        ev('ANULACAO_RECONHECIMENTO', '2021-02-01'),
      ],
      hoje: '2021-03-01',
      prazo: '2020-01-01',
      nivel: 'PRESCRITO',
    },
  ];
  it.each(casos)('$nome', ({ regime, eventos, hoje, anos, prazo, nivel }) => {
    const r = calc(regime, eventos, hoje, anos);
    expect(r.prazoPrescricional).toBe(prazo);
    expect(r.nivel).toBe(nivel);
    expect(r.explicacao.length).toBe(r.eventos.length);
  });

  it('is null before the definitive constitution', () => {
    expect(
      calcularPrescricao({
        regime: NT,
        anosPrescricao: 5,
        eventos: [ev('INSCRICAO', '2020-01-01')],
        hoje: '2021-01-01',
      }),
    ).toBeNull();
  });

  it('explains each event in Portuguese with its legal basis', () => {
    const r = calc(NT, [ev('CONSTITUICAO', '2024-09-11'), ev('INSCRICAO', '2025-03-10')], '2025-04-01');
    expect(r.explicacao).toContain(
      'Inscrição em dívida ativa em 10/03/2025: prazo suspenso por 180 dias (LEF art. 2º §3º).',
    );
    expect(r.eventos.map((e) => e.efeito)).toEqual(['INICIO', 'SUSPENSAO_INICIO']);
    expect(r.diasRestantes).toBe(
      r.prazoPrescricional &&
        Math.round((Date.parse(r.prazoPrescricional) - Date.parse('2025-04-01')) / 864e5),
    );
  });

  it('says which term constituted the credit, when the caller knows it', () => {
    const r = calcularPrescricao({
      regime: NT,
      anosPrescricao: 5,
      eventos: [
        {
          tipo: 'CONSTITUICAO',
          data: '2021-08-07',
          prazo: { dataReferencia: '2021-07-27', dias: 10, fim: '2021-08-06' },
        },
      ],
      hoje: '2026-11-26',
    })!;
    expect(r.explicacao[0]).toBe(
      'Crédito definitivamente constituído em 07/08/2021, dia seguinte ao fim do prazo de 10 dias contado de 27/07/2021 (último dia 06/08/2021): começa o prazo de 5 anos, até 07/08/2026 (Decreto 20.910/1932 art. 1º; STJ Súmula 467).',
    );
  });

  it('gives the court filing the effect INTERRUPCAO', () => {
    const r = calc(TR, [ev('CONSTITUICAO', '2019-01-01'), ev('AJUIZAMENTO', '2021-01-01')], '2022-01-01');
    expect(r.eventos.find((e) => e.tipo === 'AJUIZAMENTO')?.efeito).toBe('INTERRUPCAO');
  });

  it('sorts events by date, same-day ones in the recorded order', () => {
    const a = calc(
      TR,
      [ev('CONSTITUICAO', '2020-01-01'), ev('ACORDO', '2022-01-01'), ev('ACORDO_ENCERRADO', '2022-01-01')],
      '2022-02-01',
    );
    expect(a.nivel).toBe('VERDE');
    const b = calc(
      TR,
      [ev('ACORDO_ENCERRADO', '2022-01-01'), ev('CONSTITUICAO', '2020-01-01'), ev('ACORDO', '2022-01-01')],
      '2022-02-01',
    );
    expect(b.nivel).toBe('SUSPENSO');
  });

  it('levels by the thresholds of §2.2', () => {
    expect([366, 365, 181, 180, 91, 90, 31, 30, 0, -1].map(nivelPorDias)).toEqual([
      'VERDE',
      'AMARELO',
      'AMARELO',
      'LARANJA',
      'LARANJA',
      'VERMELHO',
      'VERMELHO',
      'CRITICO',
      'CRITICO',
      'PRESCRITO',
    ]);
  });

  it('keeps the regime as a field of each nature', () => {
    expect(regimeDaNatureza(12)).toBe('TRIBUTARIO');
    expect(regimeDaNatureza(2)).toBe('NAO_TRIBUTARIO');
  });
});

describe('calcularPrescricao: properties', () => {
  const dia = (n: number) => addDays('2015-01-01', n);
  const TIPOS = [
    'INSCRICAO',
    'ACORDO',
    'ACORDO_ENCERRADO',
    'PROTESTO',
    'AJUIZAMENTO',
    'NAO_LOCALIZACAO',
    'CITACAO_OU_PENHORA',
  ] as const;
  const evento = fc.record({ tipo: fc.constantFrom(...TIPOS), n: fc.integer({ min: 1, max: 4000 }) });
  const regime = fc.constantFrom<RegimePrescricao>(NT, TR);
  const hoje = fc.integer({ min: 0, max: 5000 }).map(dia);
  const entrada = (r: RegimePrescricao, es: { tipo: EventoEntrada['tipo']; n: number }[]) => [
    ev('CONSTITUICAO', dia(0)),
    ...es.map((e) => ev(e.tipo, dia(e.n))),
  ];
  /** later is larger; no running clock (null) is the latest; PRESCRITO the earliest. */
  const horizonte = (p: Prescricao) =>
    p.nivel === 'PRESCRITO'
      ? -Infinity
      : p.prazoPrescricional === null
        ? Infinity
        : Date.parse(p.prazoPrescricional);

  it('a suspension (an inscription) added before the deadline never moves the deadline earlier', () => {
    fc.assert(
      fc.property(regime, fc.integer({ min: 1, max: 1500 }), hoje, (r, n, h) => {
        const sem = calc(r, [ev('CONSTITUICAO', dia(0))], h);
        const com = calc(r, [ev('CONSTITUICAO', dia(0)), ev('INSCRICAO', dia(n))], h);
        expect(horizonte(com)).toBeGreaterThanOrEqual(horizonte(sem));
      }),
    );
  });

  it('an interruption (protest, agreement) before the deadline never shortens it', () => {
    fc.assert(
      fc.property(
        regime,
        fc.array(evento, { maxLength: 3 }),
        fc.constantFrom('PROTESTO', 'ACORDO'),
        fc.integer({ min: 1, max: 1800 }),
        (r, es, tipo, n) => {
          const ordenados = [...es]
            .sort((a, b) => a.n - b.n)
            .filter((e) => e.n < n && e.tipo !== 'AJUIZAMENTO');
          const h = dia(n + 10);
          const sem = calc(r, entrada(r, ordenados), h);
          if (sem.nivel === 'PRESCRITO' || sem.nivel === 'EXTINTO') return;
          const com = calc(r, [...entrada(r, ordenados), ev(tipo as EventoEntrada['tipo'], dia(n))], h);
          expect(horizonte(com)).toBeGreaterThanOrEqual(horizonte(sem));
        },
      ),
    );
  });

  it('events after the deadline never change PRESCRITO', () => {
    fc.assert(
      fc.property(
        regime,
        fc.array(evento, { maxLength: 4 }),
        fc.array(evento, { maxLength: 4 }),
        (r, antes, depois) => {
          const base = calc(r, entrada(r, antes), dia(9000));
          if (base.nivel !== 'PRESCRITO') return;
          const prazo = base.prazoPrescricional!;
          const tarde = depois.map((e) => ev(e.tipo, addDays(prazo, e.n)));
          const r2 = calc(r, [...entrada(r, antes), ...tarde], dia(9000));
          expect(r2.nivel).toBe('PRESCRITO');
          expect(r2.prazoPrescricional).toBe(prazo);
        },
      ),
    );
  });

  it('nothing changes by time alone before the revision day, and something does on it', () => {
    const guardado = (p: Prescricao) => ({ nivel: p.nivel, prazo: p.prazoPrescricional });
    fc.assert(
      fc.property(
        regime,
        fc.array(evento, { maxLength: 6 }),
        hoje,
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 1, maxLength: 5 }),
        (r, es, h, fracoes) => {
          const eventos = entrada(r, es);
          const { prescricao, revisao } = calcularPrescricaoComRevisao({
            regime: r,
            anosPrescricao: 5,
            eventos,
            hoje: h,
          })!;
          const ate = revisao ? daysBetween(h, revisao) : 4000;
          if (revisao) expect(ate).toBeGreaterThan(0);
          // days strictly between today and the revision day: the stored values stay
          for (const f of fracoes) {
            const k = Math.floor(f * (ate - 1));
            if (k < 1) continue;
            expect(guardado(calc(r, eventos, addDays(h, k)))).toEqual(guardado(prescricao));
          }
          if (revisao) expect(guardado(calc(r, eventos, revisao))).not.toEqual(guardado(prescricao));
        },
      ),
    );
  });

  it('never has a deadline before the constitution and never reports a running level past it', () => {
    fc.assert(
      fc.property(regime, fc.array(evento, { maxLength: 6 }), hoje, (r, es, h) => {
        const p = calc(r, entrada(r, es), h);
        if (p.prazoPrescricional) expect(compareDates(p.prazoPrescricional, dia(0))).toBeGreaterThan(0);
        if (['VERDE', 'AMARELO', 'LARANJA', 'VERMELHO', 'CRITICO'].includes(p.nivel))
          expect(p.diasRestantes).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
