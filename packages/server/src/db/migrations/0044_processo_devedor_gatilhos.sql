-- The debtor's sort keys kept beside the process (processo.devedor_nome_busca, devedor_nome,
-- devedor_documento; issue 27 item 2), copied whatever code writes their sources: on a process's
-- insert or change of debtor, and on a debtor's change of name or document (nome_busca is generated
-- from nome, so a change of nome changes it; the AFTER trigger sees the generated value).
CREATE FUNCTION processo_devedor_chaves() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT nome_busca, nome, documento_identificacao
    INTO NEW.devedor_nome_busca, NEW.devedor_nome, NEW.devedor_documento
    FROM devedor WHERE id = NEW.devedor_id;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER processo_devedor_chaves BEFORE INSERT OR UPDATE OF devedor_id ON processo
  FOR EACH ROW EXECUTE FUNCTION processo_devedor_chaves();--> statement-breakpoint
CREATE FUNCTION devedor_para_processo() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE processo
     SET devedor_nome_busca = NEW.nome_busca, devedor_nome = NEW.nome, devedor_documento = NEW.documento_identificacao
   WHERE devedor_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER devedor_para_processo AFTER UPDATE OF nome, documento_identificacao ON devedor
  FOR EACH ROW WHEN ((OLD.nome, OLD.documento_identificacao) IS DISTINCT FROM (NEW.nome, NEW.documento_identificacao))
  EXECUTE FUNCTION devedor_para_processo();
