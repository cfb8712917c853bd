import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PontoGrafico } from '@divida/domain/painel/painel.schema';
import { GraficoPeriodo } from './GraficoPeriodo.tsx';

const ponto = (label: string, inscritos: number): PontoGrafico => ({
  label,
  inscritos,
  executados: 0,
  protestados: 0,
  negociados: 0,
  recuperados: 0,
});

/** The value axis's tick labels, bottom to top. */
const ticksY = (container: HTMLElement) =>
  [...container.querySelectorAll('.MuiChartsAxis-directionY .MuiChartsAxis-tickLabel')].map(
    (t) => t.textContent,
  );

describe('GraficoPeriodo', () => {
  it('counts processes in whole numbers on the quantity axis: no 0,5 tick for a handful of processes', () => {
    const { container } = render(
      <GraficoPeriodo
        titulo="Quantidade de processos"
        pontos={[ponto('01/11', 1), ponto('02/11', 2)]}
        formatar={(v) => v.toLocaleString('pt-BR')}
        eixoInteiro
      />,
    );
    const ticks = ticksY(container);
    expect(ticks.length).toBeGreaterThan(1);
    expect(ticks).toEqual(['0', '1', '2']);
  });

  it.each([[[0, 0]], [[3, 7]], [[40, 130]]])('ticks whole numbers for the counts %j', (contagens) => {
    const { container } = render(
      <GraficoPeriodo
        titulo="Quantidade de processos"
        pontos={contagens.map((n, i) => ponto(`0${i + 1}/11`, n))}
        formatar={(v) => v.toLocaleString('pt-BR')}
        eixoInteiro
      />,
    );
    const ticks = ticksY(container);
    expect(ticks.length).toBeGreaterThan(0);
    for (const t of ticks) expect(t).toMatch(/^\d{1,3}(\.\d{3})*$/);
  });
});
