ALTER TABLE "usuario" ADD COLUMN "cep" varchar(8);--> statement-breakpoint
ALTER TABLE "usuario" ADD COLUMN "rua" varchar(100);--> statement-breakpoint
ALTER TABLE "usuario" ADD COLUMN "numero" varchar(6);--> statement-breakpoint
ALTER TABLE "usuario" ADD COLUMN "complemento" varchar(100);--> statement-breakpoint
ALTER TABLE "usuario" ADD COLUMN "bairro" varchar(60);--> statement-breakpoint
ALTER TABLE "usuario" ADD COLUMN "uf" varchar(2);--> statement-breakpoint
ALTER TABLE "usuario" ADD COLUMN "municipio_id" integer;