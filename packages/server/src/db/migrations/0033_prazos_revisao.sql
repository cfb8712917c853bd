-- The revision day of the processes stored before it existed (processo.prescricao.ts computes it
-- exactly from then on): never later than the true one, so the daily job's first run recomputes at
-- least what it recomputed before (and stores the exact day): a running clock on its earliest
-- threshold (365 days before the deadline), a suspension with a known end at once, a process in a
-- situation with a term (SITUACOES_COM_PRAZO: 3, 12, 22) the day after its reference date.
UPDATE "processo" SET "prescricao_revisao" = CASE
    WHEN "prescricao_nivel" IN ('VERDE', 'AMARELO', 'LARANJA', 'VERMELHO', 'CRITICO')
      THEN "prescricao_prazo" - 365
    WHEN "prescricao_nivel" = 'SUSPENSO' AND "prescricao_prazo" IS NOT NULL THEN DATE '2000-01-01'
  END
 WHERE NOT "excluido" AND "prescricao_nivel" IN ('VERDE', 'AMARELO', 'LARANJA', 'VERMELHO', 'CRITICO', 'SUSPENSO');
--> statement-breakpoint
UPDATE "processo" SET "prescricao_revisao" = LEAST("prescricao_revisao", "data_referencia_prazo" + 1)
 WHERE NOT "excluido" AND "situacao_id" IN (3, 12, 22) AND "data_referencia_prazo" IS NOT NULL;
