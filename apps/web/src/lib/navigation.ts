/**
 * How code outside React leaves for another page: a full page load by default, which is what
 * signing out wants. Tests replace it to observe where the app would go.
 */
let navigateImpl: (to: string) => void = (to) => window.location.assign(to);

export function setNavigator(navigate: (to: string) => void): void {
  navigateImpl = navigate;
}

export function navigateTo(to: string): void {
  navigateImpl(to);
}
