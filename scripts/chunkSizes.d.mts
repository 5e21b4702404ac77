export interface ChunkSize {
  file: string;
  label: string | null;
  kb: number;
  limitKb: number;
}
export const CHUNK_LIMIT_KB: number;
export const CHUNK_LIMIT_EXCEPTIONS: { name: string; prefix: string; limitKb: number }[];
export function chunkLimitKb(file: string): number;
export function chunkSizes(
  files: string[],
  gzipBytesOf: (file: string) => number,
  labelOf?: (file: string) => string | null,
): ChunkSize[];
export function chunkSizeProblems(chunks: ChunkSize[]): string[];
export function measureChunks(webDir: string): ChunkSize[];
