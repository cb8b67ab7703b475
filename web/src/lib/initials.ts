/** Spec 2: the first letter of each space-separated word of the name, uppercased ("Jane van Dyke" -> "JVD"). */
export function initials(name: string | null | undefined): string {
  return (name ?? "")
    .split(" ")
    .filter((word) => word.length > 0)
    .map((word) => word.charAt(0).toUpperCase())
    .join("");
}
