CREATE TABLE "configuracao" (
	"id" integer PRIMARY KEY NOT NULL,
	"max_parcelas" integer NOT NULL,
	"valor_min_parcelas" numeric(15, 2) NOT NULL,
	"porcentagem_juros_mes" numeric(7, 6) NOT NULL,
	"porcentagem_honorarios" numeric(7, 6) NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL
);
