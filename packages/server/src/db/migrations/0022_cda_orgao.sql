DROP INDEX "divida_ativa_data";--> statement-breakpoint
DROP INDEX "divida_ativa_data_ajuizamento";--> statement-breakpoint
DROP INDEX "divida_ativa_data_protesto";--> statement-breakpoint
ALTER TABLE "divida_ativa" ADD COLUMN "orgao_credor_id" integer;--> statement-breakpoint
ALTER TABLE "divida_ativa" ADD COLUMN "processo_excluido" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "divida_ativa" d SET "orgao_credor_id" = p."orgao_credor_id", "processo_excluido" = p."excluido"
  FROM "processo" p WHERE p."id" = d."processo_id";--> statement-breakpoint
-- A CDA carries its process's body and deleted flag: copied on insert, and again whenever the process's
-- change, whatever code writes them.
CREATE FUNCTION divida_ativa_do_processo() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT orgao_credor_id, excluido INTO NEW.orgao_credor_id, NEW.processo_excluido
  FROM processo WHERE id = NEW.processo_id;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER divida_ativa_do_processo BEFORE INSERT OR UPDATE OF processo_id ON divida_ativa
  FOR EACH ROW EXECUTE FUNCTION divida_ativa_do_processo();--> statement-breakpoint
CREATE FUNCTION processo_para_divida_ativa() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE divida_ativa SET orgao_credor_id = NEW.orgao_credor_id, processo_excluido = NEW.excluido
  WHERE processo_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER processo_para_divida_ativa AFTER UPDATE OF excluido, orgao_credor_id ON processo
  FOR EACH ROW WHEN ((OLD.excluido, OLD.orgao_credor_id) IS DISTINCT FROM (NEW.excluido, NEW.orgao_credor_id))
  EXECUTE FUNCTION processo_para_divida_ativa();--> statement-breakpoint
CREATE INDEX "divida_ativa_data" ON "divida_ativa" USING btree ("data","orgao_credor_id","processo_excluido","valor");--> statement-breakpoint
CREATE INDEX "divida_ativa_data_ajuizamento" ON "divida_ativa" USING btree ("data_ajuizamento","orgao_credor_id","processo_excluido","valor_ajuizamento","valor_total");--> statement-breakpoint
CREATE INDEX "divida_ativa_data_protesto" ON "divida_ativa" USING btree ("data_protesto","orgao_credor_id","processo_excluido","valor_total");
