// Entry of an analysis worker thread. Plain JavaScript because a worker thread starts without the parent's module
// hooks under vitest (and Piscina needs a file it can import anywhere); tsx's scoped import then loads the
// TypeScript task with the same resolution `npm start` and the Docker image use.
import { tsImport } from "tsx/esm/api";

const { analyzeTask } = await tsImport("./analyze-task.ts", import.meta.url);

export default analyzeTask;
