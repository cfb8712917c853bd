ALTER TABLE "perfil" ADD COLUMN "orgao_credor_id" integer;--> statement-breakpoint
ALTER TABLE "perfil" ADD CONSTRAINT "perfil_orgao_credor_id_orgao_credor_id_fk" FOREIGN KEY ("orgao_credor_id") REFERENCES "public"."orgao_credor"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "perfil_orgao_credor" ON "perfil" USING btree ("orgao_credor_id");