ALTER TABLE "acesso_dados_pessoais" ALTER COLUMN "usuario_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "acesso_dados_pessoais" ALTER COLUMN "orgao_credor_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "acesso_dados_pessoais" ADD COLUMN "canal" varchar(10) DEFAULT 'SERVIDOR' NOT NULL;--> statement-breakpoint
ALTER TABLE "acesso_dados_pessoais" ADD COLUMN "leitor_cpf" varchar(11);--> statement-breakpoint
ALTER TABLE "acesso_dados_pessoais" ADD COLUMN "leitor_nome" varchar(200);--> statement-breakpoint
ALTER TABLE "acesso_dados_pessoais" ADD COLUMN "portal_sessao_id" uuid;