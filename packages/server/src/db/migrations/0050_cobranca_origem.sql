ALTER TABLE "processo_cobranca" ALTER COLUMN "criado_por" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "processo_cobranca" ADD COLUMN "origem" varchar(10) DEFAULT 'SISTEMA' NOT NULL;--> statement-breakpoint
ALTER TABLE "processo_cobranca" ADD COLUMN "aceite" jsonb;--> statement-breakpoint
ALTER TABLE "processo_cobranca" ADD COLUMN "termo_aceito" text;