-- The dashboards' running totals (modules/painel/painel.table.ts): every change of a counted column
-- of a process, or of its CDA's statuses, appends −1 for the old key and +1 for the new one in the
-- same transaction. Deleted processes (excluido) are not counted.
CREATE FUNCTION resumo_processo_lancar(p processo, sinal integer, justica varchar, protesto varchar)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  pago numeric := p.valor_atualizado_pago + p.valor_correcao_pago + p.valor_multa_pago
    + p.valor_juros_pago + p.valor_juros_mes_pagamento_pago + p.valor_honorarios_pago;
BEGIN
  IF p.excluido THEN RETURN; END IF;
  INSERT INTO resumo_processo VALUES (p.orgao_credor_id, p.fase_id, p.situacao_id, p.lavrado, pago > 0,
    p.status_cobranca, justica, protesto, sinal, sinal * p.total_corrigido, sinal * pago);
END $$;
--> statement-breakpoint
CREATE FUNCTION resumo_processo_gatilho() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  justica varchar;
  protesto varchar;
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.excluido, OLD.orgao_credor_id, OLD.fase_id, OLD.situacao_id, OLD.lavrado,
      OLD.status_cobranca, OLD.total_corrigido, OLD.valor_atualizado_pago, OLD.valor_correcao_pago,
      OLD.valor_multa_pago, OLD.valor_juros_pago, OLD.valor_juros_mes_pagamento_pago, OLD.valor_honorarios_pago)
    IS NOT DISTINCT FROM (NEW.excluido, NEW.orgao_credor_id, NEW.fase_id, NEW.situacao_id, NEW.lavrado,
      NEW.status_cobranca, NEW.total_corrigido, NEW.valor_atualizado_pago, NEW.valor_correcao_pago,
      NEW.valor_multa_pago, NEW.valor_juros_pago, NEW.valor_juros_mes_pagamento_pago, NEW.valor_honorarios_pago)
  THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    SELECT status_justica, status_protesto INTO justica, protesto FROM divida_ativa WHERE processo_id = OLD.id;
  ELSE
    SELECT status_justica, status_protesto INTO justica, protesto FROM divida_ativa WHERE processo_id = NEW.id;
  END IF;
  IF TG_OP <> 'INSERT' THEN PERFORM resumo_processo_lancar(OLD, -1, justica, protesto); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM resumo_processo_lancar(NEW, 1, justica, protesto); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION resumo_cda_gatilho() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  p processo;
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.processo_id, OLD.status_justica, OLD.status_protesto)
    IS NOT DISTINCT FROM (NEW.processo_id, NEW.status_justica, NEW.status_protesto)
  THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    SELECT * INTO p FROM processo WHERE id = OLD.processo_id;
    IF FOUND THEN
      PERFORM resumo_processo_lancar(p, -1, OLD.status_justica, OLD.status_protesto);
      PERFORM resumo_processo_lancar(p, 1, NULL, NULL);
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    SELECT * INTO p FROM processo WHERE id = NEW.processo_id;
    IF FOUND THEN
      PERFORM resumo_processo_lancar(p, -1, NULL, NULL);
      PERFORM resumo_processo_lancar(p, 1, NEW.status_justica, NEW.status_protesto);
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER resumo_processo AFTER INSERT OR UPDATE OR DELETE ON processo
  FOR EACH ROW EXECUTE FUNCTION resumo_processo_gatilho();
--> statement-breakpoint
CREATE TRIGGER resumo_cda AFTER INSERT OR UPDATE OR DELETE ON divida_ativa
  FOR EACH ROW EXECUTE FUNCTION resumo_cda_gatilho();
--> statement-breakpoint
-- Recounts from scratch: for the processes already here, and after a bulk load that skipped the
-- triggers (bench/gen-processos.ts loads with session_replication_role = replica).
CREATE FUNCTION resumo_processo_reconstruir() RETURNS void LANGUAGE sql AS $$
  DELETE FROM resumo_processo;
  INSERT INTO resumo_processo
  SELECT p.orgao_credor_id, p.fase_id, p.situacao_id, p.lavrado, x.pago > 0, p.status_cobranca,
    d.status_justica, d.status_protesto, count(*), sum(p.total_corrigido), sum(x.pago)
  FROM processo p
  CROSS JOIN LATERAL (SELECT p.valor_atualizado_pago + p.valor_correcao_pago + p.valor_multa_pago
    + p.valor_juros_pago + p.valor_juros_mes_pagamento_pago + p.valor_honorarios_pago AS pago) x
  LEFT JOIN divida_ativa d ON d.processo_id = p.id
  WHERE NOT p.excluido
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;
$$;
--> statement-breakpoint
SELECT resumo_processo_reconstruir();
