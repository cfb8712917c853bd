-- Issue 26. Rows written before this release: the resource names of the API (the history's path),
-- their records' creditor body (the data scope of the audit screen), and the new permission for
-- the administrators' profile. Their hash chain is computed at the next start, in the application
-- (audit.ts encadearAnteriores), which owns the canonical JSON.
UPDATE "auditoria" SET "entidade" = 'processoConstituicaoCredito' WHERE "entidade" = 'processo';--> statement-breakpoint
UPDATE "auditoria" SET "entidade" = 'orgaoCredor' WHERE "entidade" = 'orgao_credor';--> statement-breakpoint
UPDATE "auditoria" SET "entidade" = 'tipoDocumento' WHERE "entidade" = 'tipo_documento';--> statement-breakpoint
UPDATE "auditoria" a SET "orgao_credor_id" = p."orgao_credor_id"
  FROM "processo" p WHERE a."entidade" = 'processoConstituicaoCredito' AND a."entidade_id" = p."id"::text;--> statement-breakpoint
UPDATE "auditoria" a SET "orgao_credor_id" = c."orgao_credor_id"
  FROM "processo_cobranca" c WHERE a."entidade" = 'processoCobranca' AND a."entidade_id" = c."id"::text;--> statement-breakpoint
UPDATE "auditoria" a SET "orgao_credor_id" = u."orgao_credor_id"
  FROM "usuario" u WHERE a."entidade" = 'usuario' AND a."entidade_id" = u."id"::text;--> statement-breakpoint
UPDATE "auditoria" a SET "orgao_credor_id" = o."id"
  FROM "orgao_credor" o WHERE a."entidade" = 'orgaoCredor' AND a."entidade_id" = o."id"::text;--> statement-breakpoint
INSERT INTO "permissao" ("codigo", "nome", "modulo") VALUES ('AUDITORIA_CONSULTAR', 'Consultar auditoria', 'AUDITORIA')
  ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "perfil_permissao" ("perfil_id", "permissao")
  SELECT "id", 'AUDITORIA_CONSULTAR' FROM "perfil" WHERE "nome" = 'ADMINISTRADOR'
  ON CONFLICT DO NOTHING;
