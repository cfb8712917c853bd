/**
 * Collections for the list benchmarks, on a database that gen-processos.ts filled: a CDA for two
 * processes in five, an agreement (processo de cobrança) over every fifth process (200,000 at
 * 1,000,000 processes), a quarter of them over a second CDA of the same body, 1 to 6 instalments
 * each, every situation (200–204), agreement dates over the last two years. One requester for all.
 * Set-based SQL, a few statements; about a minute at 1,000,000 processes.
 */
import type pg from 'pg';

export async function generateCobrancas(pool: pg.Pool, adminEmail: string, log: (m: string) => void) {
  const t = performance.now();
  const admin = (await pool.query<{ id: number }>(`select id from usuario where email = $1`, [adminEmail]))
    .rows[0]!.id;
  await pool.query(`
    insert into divida_ativa (processo_id, numero_cda, data, data_atualizacao, data_referencia_calculo,
      nome_procurador_signatario, valor, valor_total, data_ultima_correcao_valor)
    select p.id, '2026' || lpad(p.id::text, 8, '0'), i.dia, i.dia, i.dia, 'PROCURADOR DE BENCHMARK',
      p.total_corrigido, p.total_corrigido, p.ultima_correcao_valor
    from processo p cross join lateral (select current_date - 800 + (p.id % 60) as dia) i
    where p.id % 5 in (3, 4)
    on conflict do nothing`);
  log('CDAs');
  await pool.query(`
    insert into requerente (cpf, nome, email, telefone, tipo)
    values ('52998224725', 'REQUERENTE DE BENCHMARK', 'requerente@exemplo.gov.br', '21999990000', 'TITULAR')
    on conflict do nothing`);
  // the agreement's number: its year and the process id, so it is unique and a prefix selects a year
  await pool.query(
    `insert into processo_cobranca (numero, data_acordo, situacao_id, orgao_credor_id, requerente_id,
       tipo_requerente, forma_pagamento, total_parcelas, primeiro_vencimento, valor_atualizado,
       valor_correcao, valor_juros, valor_multa, valor_total, percentual_juros_mes_pagamento,
       percentual_honorarios, valor_total_acordo, criado_por)
     select to_char(a.dia, 'YYYY') || lpad(p.id::text, 8, '0'), a.dia, 200 + (p.id / 5) % 5, p.orgao_credor_id,
       (select id from requerente where cpf = '52998224725'), 'TITULAR',
       case when a.parcelas = 1 then 'A_VISTA' else 'PARCELADO' end, a.parcelas, a.dia + 10,
       p.total_corrigido, 0, 0, 0, p.total_corrigido, 0.01, 0.1, p.total_corrigido, $1
     from processo p
     cross join lateral (select current_date - ((p.id * 7) % 730) as dia, 1 + (p.id / 5) % 6 as parcelas) a
     where p.id % 5 = 3 and not p.excluido`,
    [admin],
  );
  // fresh rows: without statistics the planner joins them by nested loops over every CDA
  await pool.query('analyze processo_cobranca; analyze divida_ativa');
  log('cobranças');
  await pool.query(`
    insert into processo_cobranca_cda (processo_cobranca_id, processo_id, divida_ativa_id, ordem,
      valor_atualizado, valor_correcao, valor_juros, valor_multa)
    select c.id, d.processo_id, d.id, 0, c.valor_total, 0, 0, 0
    from processo_cobranca c
    join divida_ativa d on d.numero_cda = '2026' || right(c.numero, 8)`);
  await pool.query('analyze processo_cobranca_cda');
  // a quarter of them also cover the next process when it is of the same body
  await pool.query(`
    insert into processo_cobranca_cda (processo_cobranca_id, processo_id, divida_ativa_id, ordem,
      valor_atualizado, valor_correcao, valor_juros, valor_multa)
    select x.processo_cobranca_id, p2.id, d2.id, 1, p2.total_corrigido, 0, 0, 0
    from processo_cobranca_cda x
    join processo_cobranca c on c.id = x.processo_cobranca_id
    join processo p2 on p2.id = x.processo_id + 1 and p2.orgao_credor_id = c.orgao_credor_id
    join divida_ativa d2 on d2.processo_id = p2.id
    where x.ordem = 0 and x.processo_id % 20 = 3`);
  log('CDAs das cobranças');
  await pool.query(`
    insert into lancamento (processo_cobranca_id, parcela, data_vencimento, valor_principal, valor_total,
      valor_pago, situacao, data_pagamento)
    select c.id, k, c.primeiro_vencimento + 30 * (k - 1), round(c.valor_total / c.total_parcelas, 2),
      round(c.valor_total / c.total_parcelas, 2),
      case when (c.id + k) % 3 = 0 then round(c.valor_total / c.total_parcelas, 2) else 0 end,
      case when (c.id + k) % 3 = 0 then 'BAIXADO' else 'PREVISTO' end,
      case when (c.id + k) % 3 = 0 then c.primeiro_vencimento + 30 * (k - 1) end
    from processo_cobranca c cross join generate_series(1, c.total_parcelas) k`);
  log('lançamentos');
  for (const t of ['divida_ativa', 'processo_cobranca', 'processo_cobranca_cda', 'lancamento'])
    await pool.query(`vacuum analyze ${t}`);
  const n = (
    await pool.query<{ c: number; l: number }>(
      `select (select count(*) from processo_cobranca)::int as c, (select count(*) from lancamento)::int as l`,
    )
  ).rows[0]!;
  return { cobrancas: n.c, lancamentos: n.l, ms: Math.round(performance.now() - t) };
}
