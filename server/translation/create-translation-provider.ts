import type { Config } from "../config/load-config.ts";
import type { Logger } from "../lib/logger.ts";
import { createDeeplProvider } from "./deepl-provider.ts";
import type { TranslationProvider } from "./translation-provider.ts";

/**
 * Picks the machine translator from the configuration: DeepL with DEEPL_API_KEY, otherwise none (null), in
 * which case no screen offers a machine draft. Another provider is one more branch here and one adapter file.
 */
export function createTranslationProvider(config: Config, logger: Logger): TranslationProvider | null {
  if (!config.DEEPL_API_KEY) return null;
  return createDeeplProvider({
    apiKey: config.DEEPL_API_KEY,
    apiUrl: config.DEEPL_API_URL,
    timeoutMs: config.DEEPL_TIMEOUT_MS,
    logger,
  });
}
