CREATE TABLE "acesso_dados_pessoais" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "acesso_dados_pessoais_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"em" timestamp with time zone DEFAULT now() NOT NULL,
	"usuario_id" integer NOT NULL,
	"orgao_credor_id" integer NOT NULL,
	"devedor_id" integer,
	"requerente_id" integer,
	"origem" varchar(30) NOT NULL
);
--> statement-breakpoint
CREATE INDEX "acesso_dados_pessoais_devedor" ON "acesso_dados_pessoais" USING btree ("devedor_id","em" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "acesso_dados_pessoais_requerente" ON "acesso_dados_pessoais" USING btree ("requerente_id","em" DESC NULLS LAST);