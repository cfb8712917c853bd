CREATE TABLE "resumo_cda_dia" (
	"orgao_credor_id" integer NOT NULL,
	"dia" date NOT NULL,
	"serie" varchar(12) NOT NULL,
	"quantidade" bigint NOT NULL,
	"valor" numeric(17, 2) NOT NULL
);
--> statement-breakpoint
CREATE INDEX "resumo_cda_dia_serie_dia" ON "resumo_cda_dia" USING btree ("serie","dia","orgao_credor_id","quantidade","valor");--> statement-breakpoint
-- A CDA's contributions to its days: inscription (its value), filing in court (the filed value, else
-- the total) and protest (the total); none while its process is deleted.
CREATE FUNCTION resumo_cda_dia_lancar(d divida_ativa, sinal integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO resumo_cda_dia
  SELECT d.orgao_credor_id, x.dia, x.serie, sinal, sinal * coalesce(x.valor, 0)
  FROM (VALUES
    (d.data, 'inscritos', d.valor),
    (d.data_ajuizamento, 'executados', coalesce(d.valor_ajuizamento, d.valor_total)),
    (d.data_protesto, 'protestados', d.valor_total)) AS x(dia, serie, valor)
  WHERE x.dia IS NOT NULL AND d.orgao_credor_id IS NOT NULL AND NOT d.processo_excluido;
$$;--> statement-breakpoint
CREATE FUNCTION resumo_cda_dia_gatilho() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.orgao_credor_id, OLD.processo_excluido, OLD.data, OLD.valor,
      OLD.data_ajuizamento, OLD.valor_ajuizamento, OLD.valor_total, OLD.data_protesto)
    IS NOT DISTINCT FROM (NEW.orgao_credor_id, NEW.processo_excluido, NEW.data, NEW.valor,
      NEW.data_ajuizamento, NEW.valor_ajuizamento, NEW.valor_total, NEW.data_protesto)
  THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN PERFORM resumo_cda_dia_lancar(OLD, -1); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM resumo_cda_dia_lancar(NEW, 1); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER resumo_cda_dia AFTER INSERT OR UPDATE OR DELETE ON divida_ativa
  FOR EACH ROW EXECUTE FUNCTION resumo_cda_dia_gatilho();--> statement-breakpoint
-- Recounts from scratch: for the CDAs already here, and after a bulk load that skipped the triggers.
CREATE FUNCTION resumo_cda_dia_reconstruir() RETURNS void LANGUAGE sql AS $$
  DELETE FROM resumo_cda_dia;
  INSERT INTO resumo_cda_dia
  SELECT d.orgao_credor_id, x.dia, x.serie, count(*), sum(coalesce(x.valor, 0))
  FROM divida_ativa d
  CROSS JOIN LATERAL (VALUES
    (d.data, 'inscritos', d.valor),
    (d.data_ajuizamento, 'executados', coalesce(d.valor_ajuizamento, d.valor_total)),
    (d.data_protesto, 'protestados', d.valor_total)) AS x(dia, serie, valor)
  WHERE x.dia IS NOT NULL AND d.orgao_credor_id IS NOT NULL AND NOT d.processo_excluido
  GROUP BY 1, 2, 3;
$$;--> statement-breakpoint
SELECT resumo_cda_dia_reconstruir();
