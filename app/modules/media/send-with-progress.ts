/**
 * Posts a form with XMLHttpRequest, which reports upload progress (fetch does not). Resolves
 * with the status and the JSON answer (null when the answer is not JSON, e.g. a proxy's error
 * page); rejects only when the request never completed (network error or abort).
 */
export function sendWithProgress(
  url: string,
  body: FormData,
  onProgress: (progress: { sent: number; total: number }) => void,
): Promise<{ status: number; json: unknown }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onProgress({ sent: event.loaded, total: event.total });
    });
    xhr.addEventListener("load", () => {
      let json: unknown = null;
      try {
        json = JSON.parse(xhr.responseText);
      } catch {
        // Not our JSON answer: the caller reports the status.
      }
      resolve({ status: xhr.status, json });
    });
    xhr.addEventListener("error", () => reject(new Error("network error")));
    xhr.addEventListener("abort", () => reject(new Error("aborted")));
    xhr.send(body);
  });
}
