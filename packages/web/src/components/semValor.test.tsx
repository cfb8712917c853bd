import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ouSemValor, SEM_VALOR } from '@divida/domain/format';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { valorAuditado } from '../features/auditoria/valorAuditado.ts';
import { resumoResultados, rotuloMotivo } from '../features/arquivoBancario/rotulos.ts';
import { DetailItem } from './DetailItem.tsx';

/**
 * Issue 23 §6, one sign for an empty value: every page shows a missing value as SEM_VALOR (spec 02
 * §2.9: 'empty values shown as ---'), never '—', '–', '-', 'N/A' or 'não informado' of its own.
 */
const SRC = join(import.meta.dirname, '..');

function fontes(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    if (statSync(p).isDirectory()) return n === 'test' ? [] : fontes(p);
    return /\.tsx?$/.test(n) && !/\.test\.tsx?$/.test(n) ? [p] : [];
  });
}

/** A quoted sign that stands for "nothing here", as a literal or as the fallback of a value. */
const OUTRO_SINAL = /(['"`])(—|–|---|N\/A|n\/a|[Nn]ão informad[oa])\1|(\?\?|\|\||[?:])\s*(['"`])-\4/;

describe('one sign for an empty value', () => {
  it('is SEM_VALOR, the spec’s ---', () => {
    expect(SEM_VALOR).toBe('---');
    for (const v of [null, undefined, '', '  ']) expect(ouSemValor(v)).toBe(SEM_VALOR);
    expect(ouSemValor('x')).toBe('x');
    expect(ouSemValor(0)).toBe(0);
  });

  it('is what the formatters of the pages answer for nothing', () => {
    expect(valorAuditado('valorAtualizado', null)).toBe(SEM_VALOR);
    expect(rotuloMotivo(null)).toBe(SEM_VALOR);
    expect(resumoResultados(null)).toBe(SEM_VALOR);
    for (const v of [null, undefined, '']) {
      const { container, unmount } = render(<DetailItem label="Complemento" value={v} />);
      expect(container.textContent).toBe(`Complemento${SEM_VALOR}`);
      unmount();
    }
  });

  it('no page writes a sign of its own', () => {
    const achados: string[] = [];
    for (const arquivo of fontes(SRC)) {
      readFileSync(arquivo, 'utf8')
        .split('\n')
        .forEach((linha, i) => {
          if (OUTRO_SINAL.test(linha)) achados.push(`${relative(SRC, arquivo)}:${i + 1}: ${linha.trim()}`);
        });
    }
    expect(achados).toEqual([]);
  });
});
