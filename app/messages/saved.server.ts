// Filled by the Tamil work of issue 29 (decision 0051, 0052).
import { catalogue } from "./messages";

export const saved = catalogue({ en: {}, ta: {} });
