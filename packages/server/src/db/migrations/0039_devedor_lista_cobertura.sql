-- The debtor list's sorts read from their index alone (issue 27 item 2). A body's user's page 1000
-- walks about 25,000 debtors in the sort's order, probing each one's processes for the body's scope;
-- the walk fetched every debtor's row for its name and document (half the time of the page). These
-- indexes hold the whole list row (id, name, search key, document and its type), so the walk, the
-- name filter (a '%text%' on the key, tested in the index) and the capped count never read the table.
-- Custom SQL: Drizzle's index builder does not write INCLUDE.
CREATE INDEX IF NOT EXISTS "devedor_lista_nome" ON "devedor" (("nome_busca" collate "C"), "nome", "id") INCLUDE ("nome_busca", "documento_identificacao", "tipo_documento_identificacao_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "devedor_lista_documento" ON "devedor" ("documento_identificacao", "id") INCLUDE ("nome", "tipo_documento_identificacao_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "devedor_lista_id" ON "devedor" ("id") INCLUDE ("nome", "documento_identificacao", "tipo_documento_identificacao_id");
