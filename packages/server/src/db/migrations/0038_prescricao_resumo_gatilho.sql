-- The prescription summary's running totals (modules/prescricao/prescricao.table.ts): every change
-- of a process's level, body, corrected total or deletion appends −1 for its old key and +1 for its
-- new one in the same transaction. Processes without a level and deleted ones are not counted.
CREATE FUNCTION resumo_prescricao_gatilho() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND NOT OLD.excluido AND OLD.prescricao_nivel IS NOT NULL THEN
    INSERT INTO resumo_prescricao VALUES (OLD.orgao_credor_id, OLD.prescricao_nivel, -1, -OLD.total_corrigido);
  END IF;
  IF TG_OP <> 'DELETE' AND NOT NEW.excluido AND NEW.prescricao_nivel IS NOT NULL THEN
    INSERT INTO resumo_prescricao VALUES (NEW.orgao_credor_id, NEW.prescricao_nivel, 1, NEW.total_corrigido);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER resumo_prescricao AFTER INSERT OR DELETE ON processo
  FOR EACH ROW EXECUTE FUNCTION resumo_prescricao_gatilho();
--> statement-breakpoint
-- an update runs the function only when a counted column changed (most writes of a process touch none)
CREATE TRIGGER resumo_prescricao_alteracao
  AFTER UPDATE OF prescricao_nivel, orgao_credor_id, total_corrigido, excluido ON processo
  FOR EACH ROW
  WHEN ((OLD.prescricao_nivel, OLD.orgao_credor_id, OLD.total_corrigido, OLD.excluido)
    IS DISTINCT FROM (NEW.prescricao_nivel, NEW.orgao_credor_id, NEW.total_corrigido, NEW.excluido))
  EXECUTE FUNCTION resumo_prescricao_gatilho();
--> statement-breakpoint
-- Recounts from scratch: for the processes already here, and after a bulk load that skipped the
-- triggers (bench/gen-processos.ts loads with session_replication_role = replica).
CREATE FUNCTION resumo_prescricao_reconstruir() RETURNS void LANGUAGE sql AS $$
  DELETE FROM resumo_prescricao;
  INSERT INTO resumo_prescricao
  SELECT orgao_credor_id, prescricao_nivel, count(*), sum(total_corrigido)
  FROM processo
  WHERE NOT excluido AND prescricao_nivel IS NOT NULL
  GROUP BY 1, 2;
$$;
--> statement-breakpoint
SELECT resumo_prescricao_reconstruir();
