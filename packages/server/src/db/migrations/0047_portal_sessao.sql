CREATE TABLE "portal_entrada" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"state" varchar(100) NOT NULL,
	"nonce" varchar(100) NOT NULL,
	"code_verifier" varchar(200) NOT NULL,
	"destino" varchar(300) NOT NULL,
	"criada_em" timestamp with time zone DEFAULT now() NOT NULL,
	"usada_em" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "portal_sessao" (
	"id" uuid PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"csrf_hash" varchar(64) NOT NULL,
	"cpf" varchar(11) NOT NULL,
	"nome" varchar(200) NOT NULL,
	"email" varchar(200),
	"nivel" varchar(6) NOT NULL,
	"amr" jsonb NOT NULL,
	"cnpj_certificado" varchar(14),
	"id_token" varchar(8000),
	"ip" varchar(60),
	"criada_em" timestamp with time zone DEFAULT now() NOT NULL,
	"ultimo_uso_em" timestamp with time zone DEFAULT now() NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"encerrada_em" timestamp with time zone,
	CONSTRAINT "portal_sessao_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE INDEX "portal_sessao_cpf_index" ON "portal_sessao" USING btree ("cpf");