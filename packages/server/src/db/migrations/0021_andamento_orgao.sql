DROP INDEX "andamento_recentes";--> statement-breakpoint
ALTER TABLE "andamento" ADD COLUMN "orgao_credor_id" integer;--> statement-breakpoint
UPDATE "andamento" a SET "orgao_credor_id" = p."orgao_credor_id" FROM "processo" p WHERE p."id" = a."processo_id";--> statement-breakpoint
-- Every movement carries its process's body: set here on insert, whatever code writes it.
CREATE FUNCTION andamento_orgao() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT orgao_credor_id INTO NEW.orgao_credor_id FROM processo WHERE id = NEW.processo_id;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER andamento_orgao BEFORE INSERT ON andamento
  FOR EACH ROW WHEN (NEW.orgao_credor_id IS NULL) EXECUTE FUNCTION andamento_orgao();--> statement-breakpoint
CREATE INDEX "andamento_orgao_recentes" ON "andamento" USING btree ("orgao_credor_id","criado_em","id");--> statement-breakpoint
CREATE INDEX "andamento_recentes" ON "andamento" USING btree ("criado_em","id");
