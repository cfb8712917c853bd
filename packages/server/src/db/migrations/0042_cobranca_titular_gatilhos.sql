-- The collection list's sort and filter keys, kept beside the agreement (issue 27 item 2), copied
-- whatever code writes their sources:
-- - processo_cobranca.titular_*: its holder (the process of its CDA of ordem 0: the process's number,
--   its debtor's id, name, search key and document), for the holder sorts;
-- - processo_cobranca_cda.numero_cda and devedor_documento: each CDA's number and its process's
--   debtor's document, for the CDA and CPF/CNPJ prefix filters.
-- They change when a CDA row comes, goes or changes, when a CDA's number changes, when a process's
-- number or debtor changes, and when a debtor's name or document changes.
CREATE FUNCTION processo_cobranca_titular_recalcular(ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE processo_cobranca pc
     SET (titular_devedor_id, titular_processo_numero, titular_nome_busca, titular_nome, titular_documento) =
         (SELECT d.id, p.numero, d.nome_busca, d.nome, d.documento_identificacao
            FROM processo_cobranca_cda c
            JOIN processo p ON p.id = c.processo_id
            JOIN devedor d ON d.id = p.devedor_id
           WHERE c.processo_cobranca_id = pc.id AND c.ordem = 0)
   WHERE pc.id = ANY (ids);
$$;--> statement-breakpoint
CREATE FUNCTION processo_cobranca_cda_chaves() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT numero_cda INTO NEW.numero_cda FROM divida_ativa WHERE id = NEW.divida_ativa_id;
  SELECT d.documento_identificacao INTO NEW.devedor_documento
    FROM processo p JOIN devedor d ON d.id = p.devedor_id WHERE p.id = NEW.processo_id;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER processo_cobranca_cda_chaves BEFORE INSERT OR UPDATE OF processo_id, divida_ativa_id
  ON processo_cobranca_cda FOR EACH ROW EXECUTE FUNCTION processo_cobranca_cda_chaves();--> statement-breakpoint
CREATE FUNCTION processo_cobranca_cda_titular() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' AND NEW.ordem = 0 THEN
    PERFORM processo_cobranca_titular_recalcular(ARRAY[NEW.processo_cobranca_id]);
  END IF;
  IF TG_OP <> 'INSERT' AND OLD.ordem = 0 THEN
    PERFORM processo_cobranca_titular_recalcular(ARRAY[OLD.processo_cobranca_id]);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER processo_cobranca_cda_titular AFTER INSERT OR DELETE ON processo_cobranca_cda
  FOR EACH ROW EXECUTE FUNCTION processo_cobranca_cda_titular();--> statement-breakpoint
CREATE TRIGGER processo_cobranca_cda_titular_alteracao
  AFTER UPDATE OF processo_cobranca_id, processo_id, ordem ON processo_cobranca_cda
  FOR EACH ROW
  WHEN ((OLD.processo_cobranca_id, OLD.processo_id, OLD.ordem) IS DISTINCT FROM (NEW.processo_cobranca_id, NEW.processo_id, NEW.ordem))
  EXECUTE FUNCTION processo_cobranca_cda_titular();--> statement-breakpoint
CREATE FUNCTION divida_ativa_para_cobranca() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE processo_cobranca_cda SET numero_cda = NEW.numero_cda WHERE divida_ativa_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER divida_ativa_para_cobranca AFTER UPDATE OF numero_cda ON divida_ativa
  FOR EACH ROW WHEN (OLD.numero_cda IS DISTINCT FROM NEW.numero_cda)
  EXECUTE FUNCTION divida_ativa_para_cobranca();--> statement-breakpoint
CREATE FUNCTION processo_para_cobranca() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE processo_cobranca_cda
     SET devedor_documento = (SELECT documento_identificacao FROM devedor WHERE id = NEW.devedor_id)
   WHERE processo_id = NEW.id;
  PERFORM processo_cobranca_titular_recalcular(ARRAY(
    SELECT processo_cobranca_id FROM processo_cobranca_cda WHERE processo_id = NEW.id AND ordem = 0));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER processo_para_cobranca AFTER UPDATE OF numero, devedor_id ON processo
  FOR EACH ROW WHEN ((OLD.numero, OLD.devedor_id) IS DISTINCT FROM (NEW.numero, NEW.devedor_id))
  EXECUTE FUNCTION processo_para_cobranca();--> statement-breakpoint
CREATE FUNCTION devedor_para_cobranca() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE processo_cobranca_cda SET devedor_documento = NEW.documento_identificacao
   WHERE processo_id IN (SELECT id FROM processo WHERE devedor_id = NEW.id);
  PERFORM processo_cobranca_titular_recalcular(ARRAY(
    SELECT id FROM processo_cobranca WHERE titular_devedor_id = NEW.id));
  RETURN NULL;
END $$;--> statement-breakpoint
-- nome_busca is generated from nome: a change of nome changes it
CREATE TRIGGER devedor_para_cobranca AFTER UPDATE OF nome, documento_identificacao ON devedor
  FOR EACH ROW WHEN ((OLD.nome, OLD.documento_identificacao) IS DISTINCT FROM (NEW.nome, NEW.documento_identificacao))
  EXECUTE FUNCTION devedor_para_cobranca();
