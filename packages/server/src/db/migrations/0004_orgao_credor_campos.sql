ALTER TABLE "orgao_credor" ADD COLUMN "id_indice_financeiro" integer;--> statement-breakpoint
ALTER TABLE "orgao_credor" ADD COLUMN "descricao_fato_padrao" varchar(600);--> statement-breakpoint
ALTER TABLE "orgao_credor" ADD COLUMN "fundamento_legal_padrao" varchar(600);--> statement-breakpoint
ALTER TABLE "orgao_credor" ADD COLUMN "utilizar_juros" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orgao_credor" ADD COLUMN "utilizar_multa" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orgao_credor" ADD COLUMN "cep" varchar(8);--> statement-breakpoint
ALTER TABLE "orgao_credor" ADD COLUMN "rua" varchar(100);--> statement-breakpoint
ALTER TABLE "orgao_credor" ADD COLUMN "numero" varchar(6);--> statement-breakpoint
ALTER TABLE "orgao_credor" ADD COLUMN "complemento" varchar(100);--> statement-breakpoint
ALTER TABLE "orgao_credor" ADD COLUMN "bairro" varchar(60);--> statement-breakpoint
ALTER TABLE "orgao_credor" ADD COLUMN "uf" varchar(2);--> statement-breakpoint
ALTER TABLE "orgao_credor" ADD COLUMN "municipio_id" integer;--> statement-breakpoint
ALTER TABLE "orgao_credor" ADD COLUMN "nome_contato" varchar(100);--> statement-breakpoint
ALTER TABLE "orgao_credor" ADD COLUMN "email_contato" varchar(100);--> statement-breakpoint
ALTER TABLE "orgao_credor" ADD COLUMN "telefone_contato" varchar(15);--> statement-breakpoint
ALTER TABLE "orgao_credor" ADD COLUMN "chave_banco" varchar(20);--> statement-breakpoint
ALTER TABLE "orgao_credor" ADD COLUMN "convenio" varchar(50);--> statement-breakpoint
ALTER TABLE "orgao_credor" ADD COLUMN "agencia" varchar(10);--> statement-breakpoint
ALTER TABLE "orgao_credor" ADD COLUMN "digito_agencia" varchar(1);--> statement-breakpoint
ALTER TABLE "orgao_credor" ADD COLUMN "conta" varchar(20);--> statement-breakpoint
ALTER TABLE "orgao_credor" ADD COLUMN "digito_conta" varchar(1);--> statement-breakpoint
ALTER TABLE "orgao_credor" ADD COLUMN "carteira" varchar(10);--> statement-breakpoint
ALTER TABLE "orgao_credor" ADD COLUMN "variacao" varchar(3);--> statement-breakpoint
ALTER TABLE "orgao_credor" ADD COLUMN "codigo_beneficiario" varchar(50);--> statement-breakpoint
ALTER TABLE "orgao_credor" ADD COLUMN "codigo_beneficiario_digito" varchar(1);--> statement-breakpoint
ALTER TABLE "orgao_credor" ADD COLUMN "nome_autoridade" varchar(255);--> statement-breakpoint
ALTER TABLE "orgao_credor" ADD COLUMN "cargo_autoridade" varchar(100);--> statement-breakpoint
ALTER TABLE "orgao_credor" ADD COLUMN "matricula_autoridade" varchar(100);