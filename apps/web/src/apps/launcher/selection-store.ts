import { create } from 'zustand';

/** What the launcher remembers per chosen module (spec §3 "choices state"): its version. */
export interface ModuleChoice {
  version: string;
}

/** The selected-modules and choices states of spec §3, local to the launcher. */
export interface LauncherSelection {
  /** Names of the modules ticked in the catalogue. */
  selected: string[];
  /** Per selected module, what was chosen for it. */
  choices: Record<string, ModuleChoice>;
  toggle(name: string, choice: ModuleChoice): void;
}

export const useLauncherSelection = create<LauncherSelection>()((set) => ({
  selected: [],
  choices: {},
  toggle: (name, choice) =>
    set((state) => {
      if (state.selected.includes(name)) {
        const { [name]: _dropped, ...choices } = state.choices;
        return { selected: state.selected.filter((item) => item !== name), choices };
      }
      return { selected: [...state.selected, name], choices: { ...state.choices, [name]: choice } };
    }),
}));
