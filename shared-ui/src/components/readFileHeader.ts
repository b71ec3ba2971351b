/**
 * The first `length` bytes of a file. FileReader rather than `Blob.arrayBuffer()`: the same code then
 * runs in every browser we support and in jsdom (which has no `arrayBuffer`), so tests read real bytes.
 */
export function readFileHeader(file: Blob, length: number): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsArrayBuffer(file.slice(0, length));
  });
}
