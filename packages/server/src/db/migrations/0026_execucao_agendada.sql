CREATE TABLE "execucao_agendada" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"fila" varchar(100) NOT NULL,
	"no" varchar(100) NOT NULL,
	"inicio" timestamp with time zone DEFAULT now() NOT NULL,
	"fim" timestamp with time zone,
	"resultado" varchar(20) DEFAULT 'executando' NOT NULL
);
--> statement-breakpoint
CREATE INDEX "execucao_agendada_fila_inicio_index" ON "execucao_agendada" USING btree ("fila","inicio");