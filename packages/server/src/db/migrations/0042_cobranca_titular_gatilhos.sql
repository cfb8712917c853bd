-- An agreement carries its holder's sort keys (processo_cobranca.titular_*: the process of its CDA of
-- ordem 0, that process's debtor's name, search key and document), for the list's holder sorts
-- (issue 27 item 2). Copied whatever code writes them: when a CDA row of ordem 0 comes, goes or
-- changes, when a process's number or debtor changes, and when a debtor's name or document changes.
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
CREATE FUNCTION processo_para_cobranca_titular() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM processo_cobranca_titular_recalcular(ARRAY(
    SELECT processo_cobranca_id FROM processo_cobranca_cda WHERE processo_id = NEW.id AND ordem = 0));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER processo_para_cobranca_titular AFTER UPDATE OF numero, devedor_id ON processo
  FOR EACH ROW WHEN ((OLD.numero, OLD.devedor_id) IS DISTINCT FROM (NEW.numero, NEW.devedor_id))
  EXECUTE FUNCTION processo_para_cobranca_titular();--> statement-breakpoint
CREATE FUNCTION devedor_para_cobranca_titular() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM processo_cobranca_titular_recalcular(ARRAY(
    SELECT id FROM processo_cobranca WHERE titular_devedor_id = NEW.id));
  RETURN NULL;
END $$;--> statement-breakpoint
-- nome_busca is generated from nome: a change of nome changes it
CREATE TRIGGER devedor_para_cobranca_titular AFTER UPDATE OF nome, documento_identificacao ON devedor
  FOR EACH ROW WHEN ((OLD.nome, OLD.documento_identificacao) IS DISTINCT FROM (NEW.nome, NEW.documento_identificacao))
  EXECUTE FUNCTION devedor_para_cobranca_titular();--> statement-breakpoint
-- the agreements already here
UPDATE processo_cobranca pc
   SET titular_devedor_id = d.id, titular_processo_numero = p.numero, titular_nome_busca = d.nome_busca,
       titular_nome = d.nome, titular_documento = d.documento_identificacao
  FROM processo_cobranca_cda c
  JOIN processo p ON p.id = c.processo_id
  JOIN devedor d ON d.id = p.devedor_id
 WHERE c.processo_cobranca_id = pc.id AND c.ordem = 0;
