CREATE TABLE "tarefa" (
	"id" uuid PRIMARY KEY NOT NULL,
	"fila" varchar(100) NOT NULL,
	"usuario_id" integer NOT NULL,
	"progresso" smallint DEFAULT 0 NOT NULL,
	"etapa" varchar(200),
	"criada_em" timestamp with time zone DEFAULT now() NOT NULL
);
