import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN } from '../../seed/demo.ts';
import { bearerOf, createTestApp, login } from '../../test/harness.ts';
import { entrarNoPortal, portaLivre, type Navegador } from '../../test/navegador.ts';

/**
 * The demo office as its citizens see it on the portal (issue 39 items 9 and 10; README, "Portal do
 * devedor"): each demo citizen's story is there, and every value the portal shows equals the staff
 * detail's to the cent.
 */
let app: FastifyInstance;
let base: string;
let admin: string;

beforeAll(async () => {
  const porta = await portaLivre();
  base = `http://127.0.0.1:${porta}`;
  app = await createTestApp({ PUBLIC_URL: base }, { demo: true });
  await app.listen({ port: porta, host: '127.0.0.1' });
  admin = (await login(app, DEMO_ADMIN.email, DEMO_ADMIN.senha)).accessToken;
}, 300_000);
afterAll(() => app.close());

interface Linha {
  id: number;
  papel: string;
  orgaoCredor: { id: number; sigla: string };
  cda: { id: number } | null;
  saldoDevedor: number;
  podePagar: boolean;
  acordo: { id: number } | null;
}

const debitos = async (nav: Navegador, csrf: string): Promise<Linha[]> => {
  const r = await nav.ir('/api/portal/debito/list?size=100', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
    body: '{}',
  });
  expect(r.status).toBe(200);
  return ((await r.json()) as { content: Linha[] }).content;
};

const saldoNaEquipe = async (id: number) =>
  (
    await app.inject({
      method: 'GET',
      url: `/api/processoConstituicaoCredito/${id}`,
      headers: bearerOf(admin),
    })
  ).json().valores.saldoDevedor as number;

describe('the demo citizens on the portal', () => {
  it('Maria das Dores: debts in more than one body, inscribed CDAs she may pay, values equal to the staff’s', async () => {
    const { nav, csrf } = await entrarNoPortal(base, '52998224725', 'cidada123');
    const lista = await debitos(nav, csrf);
    expect(new Set(lista.map((d) => d.orgaoCredor.sigla)).size).toBeGreaterThanOrEqual(2);
    expect(lista.filter((d) => d.cda && d.podePagar).length).toBeGreaterThanOrEqual(2);
    for (const d of lista) expect(d.saldoDevedor, `processo ${d.id}`).toBe(await saldoNaEquipe(d.id));
  });

  it('João Batista: an agreement half paid', async () => {
    const { nav, csrf } = await entrarNoPortal(base, '11144477735', 'cidadao123');
    const r = await nav.ir('/api/portal/acordo/list', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
      body: '{}',
    });
    const acordos = ((await r.json()) as { content: { parcelas: { situacao: string }[] }[] }).content;
    const situacoes = acordos.flatMap((a) => a.parcelas.map((p) => p.situacao));
    expect(situacoes).toContain('PAGA');
    expect(situacoes.some((s) => s !== 'PAGA')).toBe(true);
    for (const d of await debitos(nav, csrf)) expect(d.saldoDevedor).toBe(await saldoNaEquipe(d.id));
  });

  it('Ana Paula: the debts of the company she represents', async () => {
    const { nav, csrf } = await entrarNoPortal(base, '39053344705', 'empresa123');
    const lista = await debitos(nav, csrf);
    expect(lista.some((d) => d.papel === 'REPRESENTANTE' && d.podePagar)).toBe(true);
    const sessao = (await (await nav.ir('/api/portal/sessao')).json()) as { empresas: unknown[] };
    expect(sessao.empresas).toHaveLength(1);
  });

  it('Carlos (bronze): may pay, may not sign an agreement', async () => {
    const { nav, csrf } = await entrarNoPortal(base, '15350946056', 'bronze123');
    const sessao = (await (await nav.ir('/api/portal/sessao')).json()) as { podeAssinarAcordo: boolean };
    expect(sessao.podeAssinarAcordo).toBe(false);
    expect((await debitos(nav, csrf)).some((d) => d.podePagar)).toBe(true);
  });
});
