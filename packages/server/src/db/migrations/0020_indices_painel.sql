CREATE INDEX "divida_ativa_data" ON "divida_ativa" USING btree ("data");--> statement-breakpoint
CREATE INDEX "divida_ativa_data_ajuizamento" ON "divida_ativa" USING btree ("data_ajuizamento");--> statement-breakpoint
CREATE INDEX "divida_ativa_data_protesto" ON "divida_ativa" USING btree ("data_protesto");