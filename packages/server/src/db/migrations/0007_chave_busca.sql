-- usuario.nome_busca was written by the application; the database now keeps it, like the other keys
-- (domain texto.ts chaveBusca). Dropping the column drops its two indexes, made again below.
DROP INDEX IF EXISTS "usuario_nome_busca_ordem";--> statement-breakpoint
DROP INDEX IF EXISTS "usuario_orgao_nome_busca";--> statement-breakpoint
ALTER TABLE "usuario" drop column "nome_busca";--> statement-breakpoint
ALTER TABLE "usuario" ADD COLUMN "nome_busca" varchar(80) GENERATED ALWAYS AS (btrim(regexp_replace(translate("usuario"."nome", 'ABCDEFGHIJKLMNOPQRSTUVWXYZÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñÝýÿ', 'abcdefghijklmnopqrstuvwxyzaaaaaaaaaaaaeeeeeeeeiiiiiiiioooooooooouuuuuuuuccnnyyy'), ' {2,}', ' ', 'g'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "perfil" ADD COLUMN "nome_busca" varchar(30) GENERATED ALWAYS AS (btrim(regexp_replace(translate("perfil"."nome", 'ABCDEFGHIJKLMNOPQRSTUVWXYZÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñÝýÿ', 'abcdefghijklmnopqrstuvwxyzaaaaaaaaaaaaeeeeeeeeiiiiiiiioooooooooouuuuuuuuccnnyyy'), ' {2,}', ' ', 'g'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "orgao_credor" ADD COLUMN "nome_busca" varchar(80) GENERATED ALWAYS AS (btrim(regexp_replace(translate("orgao_credor"."nome", 'ABCDEFGHIJKLMNOPQRSTUVWXYZÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñÝýÿ', 'abcdefghijklmnopqrstuvwxyzaaaaaaaaaaaaeeeeeeeeiiiiiiiioooooooooouuuuuuuuccnnyyy'), ' {2,}', ' ', 'g'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "orgao_credor" ADD COLUMN "sigla_busca" varchar(15) GENERATED ALWAYS AS (btrim(regexp_replace(translate("orgao_credor"."sigla", 'ABCDEFGHIJKLMNOPQRSTUVWXYZÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñÝýÿ', 'abcdefghijklmnopqrstuvwxyzaaaaaaaaaaaaeeeeeeeeiiiiiiiioooooooooouuuuuuuuccnnyyy'), ' {2,}', ' ', 'g'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "tipo_documento" ADD COLUMN "nome_busca" varchar(50) GENERATED ALWAYS AS (btrim(regexp_replace(translate("tipo_documento"."nome", 'ABCDEFGHIJKLMNOPQRSTUVWXYZÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñÝýÿ', 'abcdefghijklmnopqrstuvwxyzaaaaaaaaaaaaeeeeeeeeiiiiiiiioooooooooouuuuuuuuccnnyyy'), ' {2,}', ' ', 'g'))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "perfil_nome_busca" ON "perfil" USING btree (("nome_busca" collate "C"),"id");--> statement-breakpoint
CREATE INDEX "orgao_credor_nome_busca" ON "orgao_credor" USING btree (("nome_busca" collate "C"),"id");--> statement-breakpoint
CREATE INDEX "orgao_credor_sigla_busca" ON "orgao_credor" USING btree (("sigla_busca" collate "C"),"id");--> statement-breakpoint
CREATE INDEX "tipo_documento_nome_busca" ON "tipo_documento" USING btree (("nome_busca" collate "C"),"id");--> statement-breakpoint
CREATE INDEX "usuario_nome_busca_ordem" ON "usuario" USING btree ("ativo",("nome_busca" collate "C"),"nome","id");--> statement-breakpoint
CREATE INDEX "usuario_orgao_nome_busca" ON "usuario" USING btree ("orgao_credor_id","ativo",("nome_busca" collate "C"),"nome","id");
