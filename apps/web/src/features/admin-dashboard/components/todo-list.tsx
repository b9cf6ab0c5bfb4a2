import { CreateStaffTodoSchema, STAFF_TODO_TEXT_MAX } from '@backlit/domain';
import { Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/server-errors';
import { useAddTodo } from '../api/add-todo';
import { useDeleteTodo } from '../api/delete-todo';
import { useTodos } from '../api/get-todos';
import { useUpdateTodo } from '../api/update-todo';

/** The signed-in staff member's own to-do list: add, tick, delete; kept on the server. */
export function TodoList() {
  const todos = useTodos();
  const add = useAddTodo();
  const update = useUpdateTodo();
  const remove = useDeleteTodo();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = CreateStaffTodoSchema.safeParse({ text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    try {
      await add.mutateAsync(parsed.data);
      setText('');
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  const failed = update.error ?? remove.error;

  return (
    <section
      aria-labelledby="todo-list"
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 id="todo-list" className="text-lg font-semibold text-slate-900">
        My to-do list
      </h2>
      <form onSubmit={submit} noValidate className="flex items-start gap-2">
        <Input
          label="New to-do"
          value={text}
          maxLength={STAFF_TODO_TEXT_MAX}
          onChange={(event) => setText(event.target.value)}
          error={error}
          containerClassName="flex-1"
          placeholder="e.g. Call the printer about order BLS-…"
        />
        <Button type="submit" className="mt-6.5" disabled={add.isPending}>
          Add
        </Button>
      </form>
      {failed && (
        <Alert variant="error" autoHide={false}>
          {errorMessage(failed)}
        </Alert>
      )}
      {todos.isPending ? (
        <Spinner label="Loading your to-do list..." showLabel />
      ) : todos.isError ? (
        <Alert variant="error" autoHide={false}>
          Your to-do list could not be loaded.
        </Alert>
      ) : todos.data.length === 0 ? (
        <p className="text-sm text-slate-600">Nothing to do. Add the first item above.</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {todos.data.map((todo) => (
            <li key={todo.id} className="flex items-center justify-between gap-3 py-2">
              <Checkbox
                checked={todo.done}
                onCheckedChange={(checked) =>
                  update.mutate({ id: todo.id, done: checked === true })
                }
                label={
                  <span className={todo.done ? 'text-slate-500 line-through' : undefined}>
                    {todo.text}
                  </span>
                }
              />
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Delete “${todo.text}”`}
                onClick={() => remove.mutate(todo.id)}
              >
                <Trash2 aria-hidden className="size-4" />
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
