// Runs in the browser before any of the app's modules: zod's jitless mode must be on before the
// first schema is built, since each object schema decides then whether to probe `new Function`.
import "@/lib/schemas/zod-jitless";
