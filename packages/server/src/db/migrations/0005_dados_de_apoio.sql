CREATE TABLE "cep" (
	"cep" varchar(8) PRIMARY KEY NOT NULL,
	"logradouro" varchar(200) NOT NULL,
	"tipo" varchar(40),
	"complemento" varchar(200),
	"bairro" varchar(100),
	"municipio_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "municipio" (
	"id" integer PRIMARY KEY NOT NULL,
	"nome" varchar(60) NOT NULL,
	"nome_chave" varchar(60) NOT NULL,
	"uf" varchar(2) NOT NULL,
	"capital" boolean DEFAULT false NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"ddd" integer,
	"codigo_siafi" varchar(4),
	"fuso_horario" varchar(40),
	"qtd_ceps" integer DEFAULT 0 NOT NULL,
	"cep_geral" varchar(8),
	"cep_min" varchar(8),
	"cep_max" varchar(8),
	CONSTRAINT "municipio_cepGeral_unique" UNIQUE("cep_geral")
);
--> statement-breakpoint
CREATE TABLE "indice_financeiro" (
	"id" integer PRIMARY KEY NOT NULL,
	"nome" varchar(100) NOT NULL,
	"sigla" varchar(20) NOT NULL,
	"periodicidade" varchar(20) DEFAULT 'MENSAL' NOT NULL,
	"codigo_bacen" integer NOT NULL,
	"ultima_data_referencia" date,
	CONSTRAINT "indice_financeiro_sigla_unique" UNIQUE("sigla"),
	CONSTRAINT "indice_financeiro_codigoBacen_unique" UNIQUE("codigo_bacen")
);
--> statement-breakpoint
CREATE TABLE "indice_financeiro_valor" (
	"indice_financeiro_id" integer NOT NULL,
	"mes" date NOT NULL,
	"valor" numeric(18, 8) NOT NULL,
	CONSTRAINT "indice_financeiro_valor_indice_financeiro_id_mes_pk" PRIMARY KEY("indice_financeiro_id","mes")
);
--> statement-breakpoint
CREATE TABLE "banco" (
	"compe" varchar(3) PRIMARY KEY NOT NULL,
	"ispb" varchar(8) NOT NULL,
	"cnpj" varchar(18),
	"nome" varchar(200) NOT NULL,
	"nome_curto" varchar(100) NOT NULL,
	CONSTRAINT "banco_ispb_unique" UNIQUE("ispb")
);
--> statement-breakpoint
CREATE TABLE "tipo_documento_identificacao" (
	"id" integer PRIMARY KEY NOT NULL,
	"nome" varchar(50) NOT NULL,
	"excluido" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "natureza_debito" (
	"id" integer PRIMARY KEY NOT NULL,
	"nome" varchar(100) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cep" ADD CONSTRAINT "cep_municipio_id_municipio_id_fk" FOREIGN KEY ("municipio_id") REFERENCES "public"."municipio"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "municipio" ADD CONSTRAINT "municipio_uf_estado_sigla_fk" FOREIGN KEY ("uf") REFERENCES "public"."estado"("sigla") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indice_financeiro_valor" ADD CONSTRAINT "indice_financeiro_valor_indice_financeiro_id_indice_financeiro_id_fk" FOREIGN KEY ("indice_financeiro_id") REFERENCES "public"."indice_financeiro"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cep_municipio" ON "cep" USING btree ("municipio_id");--> statement-breakpoint
CREATE INDEX "municipio_uf_nome" ON "municipio" USING btree ("uf","nome_chave");