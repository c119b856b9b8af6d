import { fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { loadSiteMessages } from "./site-messages.ts";
import { LanguageProvider } from "./language-context.tsx";
import { Link, NavLink } from "./link.tsx";

function renderAt(path: string, links: React.ReactNode) {
  const router = createMemoryRouter([{ path: "*", element: <LanguageProvider>{links}</LanguageProvider> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe("the site's links", () => {
  beforeAll(() => loadSiteMessages("fr"));

  it("lead to the page in the language shown, and a plain click navigates in the app", () => {
    const router = renderAt("/fr/packages", <Link to="/contact" state={{ from: { pathname: "/fr/packages" } }} className="btn">Contact</Link>);
    const link = screen.getByRole("link", { name: "Contact" });
    expect(link.getAttribute("href")).toBe("/fr/contact");
    expect(link.className).toBe("btn");
    fireEvent.click(link);
    expect(router.state.location.pathname).toBe("/fr/contact");
    expect(router.state.historyAction).toBe("PUSH");
    expect(router.state.location.state).toEqual({ from: { pathname: "/fr/packages" } });
  });

  it("leave a modified click, and a click the page handled, to the browser", () => {
    const handled = vi.fn((event: React.MouseEvent) => event.preventDefault());
    const router = renderAt("/packages", (
      <>
        <Link to="/contact">Contact</Link>
        <Link to="/activities" onClick={handled}>Activities</Link>
      </>
    ));
    fireEvent.click(screen.getByRole("link", { name: "Contact" }), { ctrlKey: true });
    fireEvent.click(screen.getByRole("link", { name: "Activities" }));
    expect(handled).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe("/packages");
  });

  it("mark the current page and the section it is in, the home page only on itself", () => {
    const router = renderAt("/fr/packages/alpine-escape", (
      <>
        <NavLink to="/" end className="nav__link">Accueil</NavLink>
        <NavLink to="/packages" className="nav__link">Voyages</NavLink>
        <NavLink to="/pack" className="nav__link">Prefix</NavLink>
      </>
    ));
    const [home, packages, prefix] = ["Accueil", "Voyages", "Prefix"].map((name) => screen.getByRole("link", { name }));
    expect(packages.getAttribute("aria-current")).toBe("page");
    expect(packages.className).toBe("nav__link active");
    expect(home.getAttribute("aria-current")).toBeNull();
    expect(home.className).toBe("nav__link");
    expect(prefix.getAttribute("aria-current")).toBeNull();
    fireEvent.click(home);
    expect(router.state.location.pathname).toBe(home.getAttribute("href"));
    expect(screen.getByRole("link", { name: "Accueil" }).getAttribute("aria-current")).toBe("page");
    expect(screen.getByRole("link", { name: "Voyages" }).getAttribute("aria-current")).toBeNull();
  });
});
