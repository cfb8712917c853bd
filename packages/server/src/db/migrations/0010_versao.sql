ALTER TABLE "perfil" ADD COLUMN "versao" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orgao_credor" ADD COLUMN "versao" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tipo_documento" ADD COLUMN "versao" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "usuario" ADD COLUMN "versao" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "configuracao" ADD COLUMN "versao" integer DEFAULT 0 NOT NULL;