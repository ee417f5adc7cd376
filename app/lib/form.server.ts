/**
 * The posted form, or an empty one when the body cannot be read as a form (a broken
 * multipart body, say). Actions then refuse it through their usual validation with a 400,
 * instead of failing with a 500.
 */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    return new FormData();
  }
}
