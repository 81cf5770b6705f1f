/**
 * The Select's props, in a module of their own so that select.tsx (the server-rendered native
 * <select>) and select-listbox.tsx (the scripted combobox) both use them without importing
 * each other.
 */
export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps {
  id: string;
  name: string;
  /** Visible label text, shown above the control. */
  label: string;
  value: string;
  options: readonly SelectOption[];
  onValueChange?: (value: string) => void;
  className?: string;
}
