import { startTransition, StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { Providers } from "./app/providers";
import { AppRoutes } from "./app/router";
import "./styles.css";

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");

// As a transition, the first render yields to the browser every few milliseconds instead of
// holding the main thread for the whole page (on a slow phone, hundreds of ms of blocked input).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <AppRoutes />
      </Providers>
    </StrictMode>,
  );
});
